// Which redirect URLs auth honours: the site URL's own origin (any port on loopback hosts, as
// GoTrue allows for native apps) or an entry of additionalRedirectUrls; everything else falls back
// to the site URL so links in emails can never send a user to a foreign site.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/** Glob entries (`*` within a segment, `**` across) match the whole URL; others are prefixes. */
function matchesAllowEntry(entry: string, url: string): boolean {
  if (!entry.includes('*')) {
    // A prefix ends at a path boundary: http://localhost:5173 must not admit http://localhost:51730.
    if (!url.startsWith(entry)) return false
    const next = url.charAt(entry.length)
    return next === '' || entry.endsWith('/') || '/?#'.includes(next)
  }
  const pattern = entry
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*')
  return new RegExp(`^${pattern}$`).test(url)
}

export function isRedirectAllowed(
  siteUrl: string,
  allowList: string[],
  candidate: string,
): boolean {
  const target = parse(candidate)
  if (!target) return false
  const site = parse(siteUrl)
  if (
    site &&
    site.hostname === target.hostname &&
    site.protocol === target.protocol &&
    (site.port === target.port || LOOPBACK_HOSTS.has(target.hostname))
  ) {
    return true
  }
  const withoutHash = candidate.split('#')[0] ?? candidate
  return allowList.some((entry) => entry !== '' && matchesAllowEntry(entry, withoutHash))
}

/** The redirect to use: the candidate when allowed, otherwise the site URL. */
export function resolveRedirect(
  config: { siteUrl: string; additionalRedirectUrls: string[] },
  candidate: string | null | undefined,
): string {
  if (candidate && isRedirectAllowed(config.siteUrl, config.additionalRedirectUrls, candidate)) {
    return candidate
  }
  return config.siteUrl
}
