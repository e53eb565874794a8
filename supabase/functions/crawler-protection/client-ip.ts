// The caller's address. The gateway in front of the function appends the address it saw to
// X-Forwarded-For, so the last entry is the one a client cannot forge. CRAWLER_CLIENT_IP_HEADER
// names another header to trust instead (e.g. cf-connecting-ip behind a CDN).
export function clientIp(req: Request): string {
  const custom = Deno.env.get('CRAWLER_CLIENT_IP_HEADER')
  if (custom) {
    const value = req.headers.get(custom)?.trim()
    if (value) return value
  }
  const forwarded = req.headers.get('x-forwarded-for')
  const last = forwarded
    ?.split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .pop()
  return last ?? req.headers.get('x-real-ip') ?? 'unknown'
}
