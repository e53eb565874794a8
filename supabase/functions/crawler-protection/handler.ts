// crawler-protection: POST /crawler-protection/{check|fingerprint|report|stats|whitelist|blacklist}
// (or the route in the body's `action`). Detection is open to every caller; stats and IP
// management are for administrators only.
import { json, readJsonObject, HttpError, withErrors } from '../_shared/http.ts'
import { callerClient, callerUserId, serviceClient } from '../_shared/supabase.ts'
import { addEntry, requireAdmin, stats } from './admin.ts'
import { clientIp } from './client-ip.ts'
import { check, fingerprint, report } from './detect.ts'
import { parseFingerprint, parseIpEntry, parsePath, parseReport } from './input.ts'

const ROUTES = ['check', 'fingerprint', 'report', 'stats', 'whitelist', 'blacklist'] as const
type Route = (typeof ROUTES)[number]

function routeOf(req: Request, body: Record<string, unknown>): Route {
  const segments = new URL(req.url).pathname.split('/').filter((s) => s !== '')
  const fromPath = segments[segments.indexOf('crawler-protection') + 1]
  const name = fromPath ?? body.action
  if (typeof name === 'string' && (ROUTES as readonly string[]).includes(name)) return name as Route
  throw new HttpError(404, 'unknown_route', `Unknown route; use one of ${ROUTES.join(', ')}`)
}

export const handler = withErrors(async (req) => {
  if (req.method !== 'POST' && req.method !== 'GET')
    return json(405, { error: 'Use POST', code: 'method_not_allowed' })
  const body = req.method === 'POST' ? await readJsonObject(req) : {}
  const route = routeOf(req, body)
  const caller = callerClient(req)
  const userId = await callerUserId(req, caller)
  const db = serviceClient()
  const who = { ip: clientIp(req), userAgent: req.headers.get('user-agent'), userId }

  switch (route) {
    case 'check':
      return json(200, await check(db, who, parsePath(body)))
    case 'fingerprint':
      return json(200, await fingerprint(db, who, parseFingerprint(body)))
    case 'report':
      return json(200, { recorded: true, ...(await report(db, who, parseReport(body))) })
    case 'stats':
      await requireAdmin(caller, userId)
      return json(200, await stats(db))
    case 'whitelist':
    case 'blacklist': {
      const by = await requireAdmin(caller, userId)
      if (req.method !== 'POST') return json(405, { error: 'Use POST', code: 'method_not_allowed' })
      const entry = await addEntry(db, route, parseIpEntry(body, route), by)
      return json(201, { entry })
    }
  }
})
