// Realtime on the HTTP server's upgrade event: /realtime/v1/websocket speaks the Phoenix
// protocol (session.ts); changes captured by triggers (capture.ts, stream.ts) fan out through
// the hub to the channels allowed to see them.
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { checkApiKey, presentedKey } from '../http/gateway.ts'
import type { ServerContext } from '../types.ts'
import { claimsForToken } from './auth.ts'
import { Hub, hubs } from './hub.ts'
import { PresenceRegistry } from './presence.ts'
import { parseVsn } from './serializer.ts'
import { Session } from './session.ts'
import { openChangeStream } from './stream.ts'
import { TableCatalog } from './tables.ts'

const PATH = /^\/realtime\/v1\/websocket\/?$/
/** Phoenix closes a socket that sent nothing (not even a heartbeat) for this long. */
const IDLE_TIMEOUT_MS = 60_000

function refuse(socket: Duplex, status: number, reason: string, body: object): void {
  const text = JSON.stringify(body)
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  )
}

export function attachRealtime(server: Server, ctx: ServerContext): { close(): Promise<void> } {
  const catalog = new TableCatalog(ctx.db)
  const hub = new Hub(ctx.db, catalog)
  hubs.set(ctx, hub)
  const presence = new PresenceRegistry()
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 })
  const stream = openChangeStream(ctx.db, catalog, (batch) => hub.deliver(batch))
  const sessions = new Set<Session>()
  const sweeper = setInterval(() => {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS
    for (const session of sessions) if (session.lastSeen < cutoff) session.terminate()
  }, IDLE_TIMEOUT_MS / 4)
  sweeper.unref()

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (!PATH.test(url.pathname)) {
      if (server.listenerCount('upgrade') === 1)
        refuse(socket, 404, 'Not Found', { message: 'Not found' })
      return
    }
    // The gateway's key check comes before the service looks at the request.
    const headers = new Headers()
    if (typeof req.headers.apikey === 'string') headers.set('apikey', req.headers.apikey)
    const apikey = presentedKey(headers, url.searchParams)
    const denial = checkApiKey(apikey, ctx.config)
    if (denial || apikey === null) {
      refuse(socket, 401, 'Unauthorized', denial?.body ?? {})
      return
    }
    const vsn = parseVsn(url.searchParams.get('vsn'))
    if (!vsn) {
      refuse(socket, 400, 'Bad Request', { message: 'Unsupported serializer version' })
      return
    }
    claimsForToken(ctx, apikey).then(
      () => {
        wss.handleUpgrade(req, socket, head, (ws) => {
          const session = new Session(ws, vsn, apikey, { ctx, hub, catalog, presence })
          sessions.add(session)
          ws.on('close', () => sessions.delete(session))
        })
      },
      () => refuse(socket, 401, 'Unauthorized', { message: 'Invalid API key' }),
    )
  }
  server.on('upgrade', onUpgrade)

  return {
    async close() {
      server.off('upgrade', onUpgrade)
      clearInterval(sweeper)
      for (const ws of wss.clients) ws.close(1001, 'server shutting down')
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      try {
        await (await stream).close()
      } catch {
        // The database may already be closing; nothing is left to deliver.
      }
    },
  }
}
