// The HTTP front of the embedded backend: one node:http server, Web Request/Response handlers
// per service routed by path prefix, CORS on everything, realtime on the WebSocket upgrade.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { authHandler } from './auth/handler.ts'
import { finishConfig, loadConfig } from './config.ts'
import { startAutoAnalyze } from './auto-analyze.ts'
import { openDb } from './db.ts'
import { createFunctionsHandler } from './functions/handler.ts'
import { startSchedules } from './functions/schedules.ts'
import { preflight } from './http/cors.ts'
import { serviceError, serviceOf } from './http/errors.ts'
import {
  checkApiKey,
  denialResponse,
  moveQueryKey,
  needsApiKey,
  presentedKey,
} from './http/gateway.ts'
import {
  BodyTooLargeError,
  readBody,
  sendResponse,
  toHeaders,
  toRequest,
} from './http/node-bridge.ts'
import { createJwt } from './jwt.ts'
import { isDevMailPath, mailHandler } from './mail/handler.ts'
import { createMailbox } from './mail/mailbox.ts'
import { migrate, projectSql, type MigrationReport } from './migrate.ts'
import { installCapture } from './realtime/capture.ts'
import { realtimeHttpHandler } from './realtime/http.ts'
import { attachRealtime } from './realtime/index.ts'
import { restHandler } from './rest/handler.ts'
import { GLOBAL_FILE_SIZE_LIMIT } from './storage/bucket-rules.ts'
import { storageHandler } from './storage/handler.ts'
import type { ConfigOverrides, Handler, RunningServer, ServerContext } from './types.ts'

/** Methods the Fetch API cannot carry (a Request refuses them): no service serves them. */
const UNSUPPORTED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

/** Files go to Storage up to the project's file size limit (multipart framing on top); every
 * other service takes small JSON bodies. */
const STORAGE_BODY_BYTES = GLOBAL_FILE_SIZE_LIMIT + 1024 * 1024
const bodyLimit = (service: string, limit: number) =>
  service === 'storage' ? Math.max(limit, STORAGE_BODY_BYTES) : limit
export interface LocalServer extends RunningServer {
  migration: MigrationReport
}

function route(pathname: string, handlers: { functions: Handler }): Handler | null {
  if (pathname.startsWith('/rest/v1/') || pathname === '/rest/v1') return restHandler
  if (pathname.startsWith('/auth/v1/') || pathname === '/auth/v1') return authHandler
  if (pathname.startsWith('/storage/v1/')) return storageHandler
  if (pathname.startsWith('/functions/v1/') || pathname === '/functions/v1')
    return handlers.functions
  if (isDevMailPath(pathname)) return mailHandler
  if (pathname.startsWith('/realtime/v1/api/')) return realtimeHttpHandler
  return null
}

/**
 * Opens the database (bootstrap, migrations, seed), then listens. `overrides` win over the
 * environment and defaults; tests pass `dataDir: null` and `port: 0`.
 */
export async function createLocalServer(overrides: ConfigOverrides = {}): Promise<LocalServer> {
  let config = finishConfig(loadConfig(overrides))
  const db = await openDb(config.dataDir, projectSql(config))
  let migration: MigrationReport
  try {
    migration = await migrate(db, config)
    await installCapture(db)
  } catch (error) {
    await db.close()
    throw error
  }
  // Tests shorten the check's period; the default is autovacuum's pace.
  const stopAutoAnalyze = startAutoAnalyze(
    db,
    Number(process.env.SUPABASE_LOCAL_AUTO_ANALYZE_MS) || undefined,
  )

  const clientIps = new WeakMap<Request, string>()
  const ctx: ServerContext = {
    config,
    db,
    jwt: createJwt(config.jwtSecret, config.jwtExpirySeconds, config.signingKeys),
    mail: createMailbox(db),
    clientIp: (req) => clientIps.get(req) ?? '127.0.0.1',
  }
  const handlers = { functions: createFunctionsHandler(ctx) }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const isHead = req.method === 'HEAD'
    let url: URL
    try {
      url = new URL(req.url ?? '/', 'http://local')
    } catch {
      res
        .writeHead(400, { 'Content-Type': 'application/json' })
        .end('{"message":"Malformed request URL"}')
      return
    }
    const service = serviceOf(url.pathname)
    const headers = toHeaders(req)
    let response: Response
    try {
      const keyed = needsApiKey(url.pathname)
      const denial = keyed ? checkApiKey(presentedKey(headers, url.searchParams), ctx.config) : null
      if (keyed && !denial) moveQueryKey(url, headers)
      // The dev mailbox answers preflights itself (405): it is not for other origins.
      if (req.method === 'OPTIONS' && !isDevMailPath(url.pathname)) {
        req.resume()
        response = preflight(headers)
      } else if (denial) {
        req.resume()
        response = denialResponse(denial)
      } else if (UNSUPPORTED_METHODS.has(req.method ?? '')) {
        req.resume()
        const code = service === 'rest' ? 'PGRST117' : 'method_not_allowed'
        response = serviceError(service, 405, code, `Unsupported HTTP method: ${req.method}`)
      } else {
        const handler = route(url.pathname, handlers)
        const body = await readBody(req, bodyLimit(service, config.maxBodyBytes))
        if (!handler) {
          response = serviceError(
            service,
            404,
            'not_found',
            `No route for ${req.method} ${url.pathname}`,
          )
        } else {
          const request = toRequest(
            req,
            new URL(url.pathname + url.search, config.apiUrl),
            headers,
            body,
          )
          clientIps.set(request, req.socket.remoteAddress ?? '127.0.0.1')
          response = await handler(request, ctx)
        }
      }
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        response = serviceError(
          service,
          413,
          'request_too_large',
          `Payload too large: the body exceeds ${error.limit} bytes`,
        )
      } else {
        console.error(`[supabase-local] ${req.method} ${url.pathname} failed:`, error)
        response = serviceError(service, 500, 'unexpected_failure', 'Unexpected server error')
      }
    }
    await sendResponse(res, response, isHead)
  }

  const server = createServer(
    { maxHeaderSize: config.maxHeaderBytes, keepAliveTimeout: 5_000 },
    (req, res) => {
      handle(req, res).catch((error: unknown) => {
        console.error('[supabase-local] response failed:', error)
        if (!res.headersSent) res.writeHead(500)
        res.end()
      })
    },
  )
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : '400 Bad Request'
    if (socket.writable)
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
    else socket.destroy()
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  const url = `http://${config.host}:${address.port}`
  config = { ...config, port: address.port, apiUrl: config.apiUrl || url }
  ctx.config = config
  const realtime = attachRealtime(server, ctx)
  // After listening: the functions call back into this server at its final URL.
  const stopSchedules = startSchedules(ctx, handlers.functions)

  let closing: Promise<void> | null = null
  return {
    url,
    config,
    ctx,
    migration,
    close() {
      closing ??= (async () => {
        await stopSchedules()
        await realtime.close()
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        await stopAutoAnalyze()
        await db.close()
      })()
      return closing
    },
  }
}
