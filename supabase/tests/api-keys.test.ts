// API keys (issue 36, /integrations): a key is shown once and only its hash is kept, nobody reads
// the table, the owner lists and revokes theirs, organization keys need membership, and the `api`
// edge function serves what the key's scopes allow until the key is revoked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applicationRow,
  jobRow,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
  type User,
} from './helpers.ts'

let server: TestServer
let company: User
let craftsman: User
let jobId: string

beforeAll(async () => {
  server = await startProductServer({ functionsDir: 'supabase/functions', schedulesFile: null })
  company = await makeUser(server, ['company'], 'Priya Sharma')
  craftsman = await makeUser(server, ['craftsman'], 'Marc Tremblay')
  const job = jobRow(company.id)
  jobId = String(job.id)
  expect((await company.db.from('jobs').insert(job)).error).toBeNull()
  const apply = await craftsman.db
    .from('job_applications')
    .insert(applicationRow(jobId, craftsman.id))
  expect(apply.error).toBeNull()
})
afterAll(async () => {
  await server?.close()
})

interface CreatedKey {
  id: string
  key: string
  prefix: string
}

async function createKey(user: User, args: Record<string, unknown>): Promise<CreatedKey> {
  const { data, error } = await user.db.rpc('create_api_key', args)
  expect(error).toBeNull()
  return (data as CreatedKey[])[0]!
}

const api = (path: string, key?: string) =>
  fetch(`${server.url}/functions/v1/api${path}`, {
    headers: key ? { Authorization: `Bearer ${key}` } : {},
  }).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
  }))

describe('API keys', () => {
  it('are shown once: only a hash is stored, and nobody can read the table', async () => {
    const created = await createKey(company, { p_name: 'Payroll sync', p_scopes: ['jobs:read'] })
    expect(created.key).toMatch(/^clk_[0-9a-f]{10}_[0-9a-f]{64}$/)
    expect(created.key.startsWith(created.prefix)).toBe(true)
    const [stored] = await sql<{ key_hash: string }>(
      server,
      'select key_hash from public.api_keys where id = $1',
      [created.id],
    )
    expect(stored!.key_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored!.key_hash).not.toContain(created.key.slice(-64))
    const direct = await company.db.from('api_keys').select('*')
    expect(direct.error?.code).toBe('42501')
    const { data } = await company.db.rpc('my_api_keys')
    const listed = (data as Array<Record<string, unknown>>).find((k) => k.id === created.id)!
    expect(listed).toMatchObject({
      name: 'Payroll sync',
      prefix: created.prefix,
      scopes: ['jobs:read'],
    })
    expect(JSON.stringify(data)).not.toContain(created.key.slice(-64))
    expect(JSON.stringify(data)).not.toContain(stored!.key_hash)
  })

  it('refuses unknown scopes, empty names and an expiry in the past, creating nothing', async () => {
    const before = (await sql(server, 'select id from public.api_keys')).length
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ p_name: 'x', p_scopes: ['jobs:write'] }, 'Unknown scope: jobs:write'],
      [{ p_name: '  ', p_scopes: ['jobs:read'] }, 'A key name of 1 to 80 characters is required'],
      [{ p_name: 'x', p_scopes: [] }, 'Choose at least one scope'],
      [
        { p_name: 'x', p_scopes: ['jobs:read'], p_expires_at: '2020-01-01T00:00:00Z' },
        'The expiry must be in the future',
      ],
    ]
    for (const [args, message] of cases) {
      const { error } = await company.db.rpc('create_api_key', args)
      expect(error?.message).toBe(message)
    }
    expect((await sql(server, 'select id from public.api_keys')).length).toBe(before)
  })

  it('belongs to an organization only when the creator is in it', async () => {
    const [own] = await sql<{ id: string }>(
      server,
      `insert into organizations (name, owner_id) values ('Sharma Electric', $1) returning id`,
      [company.id],
    )
    const orgKey = await createKey(company, {
      p_name: 'ATS',
      p_scopes: ['applications:read'],
      p_organization_id: own!.id,
    })
    const res = await api('/v1/applications', orgKey.key)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([])
    const { error } = await craftsman.db.rpc('create_api_key', {
      p_name: 'Not mine',
      p_scopes: ['jobs:read'],
      p_organization_id: own!.id,
    })
    expect(error?.message).toBe('You can only use an organization you own or belong to')
  })

  it('serve the API within their scopes, stamp their last use, and stop when revoked', async () => {
    const created = await createKey(company, {
      p_name: 'Reporting',
      p_scopes: ['applications:read', 'jobs:read'],
    })
    const applications = await api('/v1/applications', created.key)
    expect(applications.status).toBe(200)
    const rows = applications.body.data as Array<Record<string, unknown>>
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      job_id: jobId,
      applicant_name: 'Marc Tremblay',
      status: 'submitted',
    })
    const jobs = await api('/v1/jobs?limit=5', created.key)
    expect(jobs.status).toBe(200)
    expect((jobs.body.data as unknown[]).length).toBeGreaterThan(0)
    const { data } = await company.db.rpc('my_api_keys')
    const listed = (data as Array<{ id: string; last_used_at: string | null }>).find(
      (k) => k.id === created.id,
    )
    expect(listed?.last_used_at).not.toBeNull()

    const jobsOnly = await createKey(company, { p_name: 'Jobs board', p_scopes: ['jobs:read'] })
    const refused = await api('/v1/applications', jobsOnly.key)
    expect(refused).toMatchObject({ status: 403, body: { code: 'insufficient_scope' } })

    const other = await craftsman.db.rpc('revoke_api_key', { p_id: created.id })
    expect(other.error?.message).toBe('This key is already revoked or is not yours')
    expect((await company.db.rpc('revoke_api_key', { p_id: created.id })).error).toBeNull()
    expect(await api('/v1/applications', created.key)).toMatchObject({
      status: 401,
      body: { code: 'invalid_api_key' },
    })
  })

  it('answers clear errors for a missing key, a made-up key and an unknown version', async () => {
    expect((await api('/v1/jobs')).body.code).toBe('missing_api_key')
    expect((await api('/v1/jobs', `clk_0123456789_${'a'.repeat(64)}`)).status).toBe(401)
    expect((await api('/v2/jobs', 'whatever')).body.code).toBe('unknown_version')
  })

  it('is not callable for authentication by signed-in people', async () => {
    const { error } = await company.db.rpc('authenticate_api_key', { p_key: 'clk_x' })
    expect(error?.code).toBe('42501')
  })
})
