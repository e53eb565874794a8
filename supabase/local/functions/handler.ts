// /functions/v1/<name>[/<rest>]: the edge-function gateway. Verifies the caller's JWT like the
// hosted gateway (unless the function opts out in config.toml), then runs the function's
// handler with the path as the function sees it on hosted (/<name>/<rest>), the caller's
// method, headers and body, and the client address in x-forwarded-for.
import type { Handler, ServerContext } from '../types.ts'
import { verifyJwtFor } from './function-config.ts'
import { BootError, createLoader, entryFile } from './loader.ts'

const JSON_HEADERS = { 'Content-Type': 'application/json' }

const json = (status: number, body: object, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } })

export function createFunctionsHandler(ctx: ServerContext): Handler {
  // Read lazily: the API URL is final only once the server listens.
  const env = (): Record<string, string> => ({
    SUPABASE_URL: ctx.config.apiUrl,
    SUPABASE_ANON_KEY: ctx.config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.config.serviceRoleKey,
  })
  let loader: ReturnType<typeof createLoader> | null = null

  return async (req) => {
    const url = new URL(req.url)
    const match = /^\/functions\/v1\/([^/]+)(\/.*)?$/.exec(url.pathname)
    const name = match?.[1] ? decodeURIComponent(match[1]) : ''
    const file = entryFile(ctx.config.functionsDir, name)
    if (!file || !ctx.config.functionsDir) {
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
    }
    if (req.method !== 'OPTIONS' && verifyJwtFor(ctx.config.functionsDir, name)) {
      const denied = await checkJwt(req, ctx)
      if (denied) return denied
    }
    loader ??= createLoader(env())
    Object.assign(loader.env, env())

    let handler
    try {
      handler = await loader.load(file)
    } catch (error) {
      console.error(
        `[functions] ${name} failed to boot:`,
        error instanceof BootError ? error.message : error,
      )
      return json(
        503,
        { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
        { 'x-relay-error': 'true' },
      )
    }

    const target = new URL(`/${encodeURIComponent(name)}${match?.[2] ?? ''}${url.search}`, url)
    const headers = new Headers(req.headers)
    const ip = ctx.clientIp(req)
    const forwarded = headers.get('x-forwarded-for')
    headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${ip}` : ip)
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    const request = new Request(target, {
      method: req.method,
      headers,
      ...(hasBody ? { body: await req.arrayBuffer() } : {}),
    })
    try {
      const response = await handler(request, {
        remoteAddr: { transport: 'tcp', hostname: ip, port: 0 },
        completed: Promise.resolve(),
      })
      if (!(response instanceof Response))
        throw new TypeError('the handler did not return a Response')
      return response
    } catch (error) {
      console.error(`[functions] ${name} threw:`, error)
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
