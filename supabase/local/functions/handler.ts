// /functions/v1/<name>[/<rest>]: the edge-function gateway. Verifies the caller's JWT like the
// hosted gateway (unless the function opts out in config.toml), then runs the function in the
// functions worker with the path as the function sees it on hosted (/<name>/<rest>), the
// caller's method, headers and body, and the client address in x-forwarded-for.
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Handler, ServerContext } from '../types.ts'
import { functionSecrets, functionSettings } from './function-config.ts'
import { FunctionWorker } from './pool.ts'

const NAME_RE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

const json = (status: number, body: object, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })

/** The function's entry file and settings, or null when there is no such (enabled) function. */
function locate(functionsDir: string | null, name: string) {
  if (!functionsDir || !NAME_RE.test(name)) return null
  const settings = functionSettings(functionsDir, name)
  const inside = settings.entrypoint.startsWith(path.resolve(functionsDir) + path.sep)
  if (!settings.enabled || !inside || !existsSync(settings.entrypoint)) return null
  return settings
}

export function createFunctionsHandler(ctx: ServerContext): Handler {
  // Read when the worker starts: the API URL is final only once the server listens.
  const worker = new FunctionWorker(() => ({
    ...(ctx.config.functionsDir ? functionSecrets(ctx.config.functionsDir) : {}),
    SUPABASE_URL: ctx.config.apiUrl,
    SUPABASE_ANON_KEY: ctx.config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.config.serviceRoleKey,
  }))

  return async (req) => {
    const url = new URL(req.url)
    const match = /^\/functions\/v1\/([^/]+)(\/.*)?$/.exec(url.pathname)
    const name = match?.[1] ?? ''
    const settings = locate(ctx.config.functionsDir, name)
    if (!settings)
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
    const file = settings.entrypoint
    if (req.method !== 'OPTIONS' && settings.verifyJwt) {
      const denied = await checkJwt(req, ctx)
      if (denied) return denied
    }
    const headers = new Headers(req.headers)
    const ip = ctx.clientIp(req)
    const forwarded = headers.get('x-forwarded-for')
    headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${ip}` : ip)
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    const result = await worker.invoke({
      file,
      mtime: statSync(file).mtimeMs,
      method: req.method,
      url: new URL(`/${name}${match?.[2] ?? ''}${url.search}`, url).href,
      headers: [...headers],
      body: hasBody ? await req.arrayBuffer() : null,
      clientIp: ip,
    })
    switch (result.kind) {
      case 'response':
        return new Response(result.status === 204 || result.status === 304 ? null : result.body, {
          status: result.status,
          statusText: result.statusText,
          headers: result.headers,
        })
      case 'boot_error':
        console.error(`[functions] ${name} failed to boot: ${result.message}`)
        return json(
          503,
          { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
          { 'x-relay-error': 'true' },
        )
      case 'limit':
        return json(546, {
          code: 'WORKER_LIMIT',
          message: 'Function failed due to not having enough compute resources (please check logs)',
        })
      default:
        console.error(`[functions] ${name} failed: ${result.message}`)
        return json(500, {
          code: 'WORKER_ERROR',
          message: 'Function exited due to an error (please check logs)',
        })
    }
  }
}

/** The hosted gateway's verify_jwt: a Bearer JWT signed with the project secret. */
async function checkJwt(req: Request, ctx: ServerContext): Promise<Response | null> {
  const auth = req.headers.get('authorization')
  if (!auth) return json(401, { msg: 'Error: Missing authorization header' })
  const token = /^bearer\s+(.+)$/i.exec(auth.trim())?.[1]?.trim()
  if (!token) return json(401, { msg: 'Error: Auth header is not a Bearer token' })
  try {
    await ctx.jwt.verify(token)
    return null
  } catch {
    return json(401, { msg: 'Invalid JWT' })
  }
}
