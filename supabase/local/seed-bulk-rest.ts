// REST calls of seed:bulk against a running backend with the service role key (the local one, or
// any Supabase project): errors name the request and the server's answer.

export interface RestTarget {
  url: string
  serviceRoleKey: string
}

export async function rest(
  opts: RestTarget,
  pathAndQuery: string,
  init: RequestInit = {},
): Promise<Response> {
  const res = await fetch(`${opts.url.replace(/\/$/, '')}/rest/v1/${pathAndQuery}`, {
    ...init,
    headers: {
      apikey: opts.serviceRoleKey,
      Authorization: `Bearer ${opts.serviceRoleKey}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  })
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${pathAndQuery}: ${res.status} ${await res.text()}`)
  return res
}

/** Every row of a GET, a page (the API's row limit) at a time. */
export async function getAll<T>(opts: RestTarget, pathAndQuery: string): Promise<T[]> {
  const out: T[] = []
  for (let offset = 0; ; offset += 1000) {
    const page = (await (
      await rest(opts, `${pathAndQuery}&limit=1000&offset=${offset}`)
    ).json()) as T[]
    out.push(...page)
    if (page.length < 1000) return out
  }
}

/** Inserts `rows`, `batch` per request. */
export async function post(
  opts: RestTarget,
  table: string,
  rows: readonly object[],
  batch = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    await rest(opts, table, {
      method: 'POST',
      body: JSON.stringify(rows.slice(i, i + batch)),
      headers: { Prefer: 'return=minimal' },
    })
  }
}
