// Realtime's HTTP API: broadcast without a socket. `POST /realtime/v1/api/broadcast` takes
// {messages: [{topic, event, payload, private}]} (realtime-js send() before joining) and
// `POST /realtime/v1/api/broadcast/<topic>/events/<event>[?private=true]` takes the payload as
// the body, JSON or raw bytes (httpSend). Both answer 202. Private topics need write rights.
import { requestClaims } from '../http/claims.ts'
import { parseJson } from '../http/json.ts'
import type { Claims, Handler, ServerContext } from '../types.ts'
import { authorizePrivate } from './authorize.ts'
import { hubs } from './hub.ts'

const json = (status: number, body: object): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const accepted = (): Response => new Response(null, { status: 202 })

async function allowed(
  ctx: ServerContext,
  claims: Claims,
  topic: string,
  isPrivate: boolean,
): Promise<boolean> {
  if (!isPrivate) return true
  return (await authorizePrivate(ctx.db, claims, topic)).write
}

export const realtimeHttpHandler: Handler = async (req, ctx) => {
  const url = new URL(req.url)
  const hub = hubs.get(ctx)
  const single = /^\/realtime\/v1\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(url.pathname)
  const batch = url.pathname === '/realtime/v1/api/broadcast'
  if (!hub || (!single && !batch)) return json(404, { message: 'Not found' })
  if (req.method !== 'POST') return json(405, { message: 'Method not allowed' })
  if (!req.headers.get('apikey') && !req.headers.get('authorization')) {
    return json(401, { message: 'No API key found in request' })
  }
  let claims: Claims
  try {
    claims = await requestClaims(req, ctx)
  } catch {
    return json(401, { message: 'Invalid JWT' })
  }

  if (single) {
    const topic = decodeURIComponent(single[1] ?? '')
    const event = decodeURIComponent(single[2] ?? '')
    const isPrivate = url.searchParams.get('private') === 'true'
    if (!(await allowed(ctx, claims, topic, isPrivate))) {
      return json(403, {
        error: `You do not have permissions to write to this Channel topic: ${topic}`,
      })
    }
    const raw = Buffer.from(await req.arrayBuffer())
    let payload: unknown = raw
    if (!(req.headers.get('content-type') ?? '').includes('octet-stream')) {
      try {
        payload = parseJson(raw.toString('utf8'))
      } catch {
        return json(400, { error: 'The body is not valid JSON' })
      }
    }
    hub.broadcast(`realtime:${topic}`, isPrivate, { type: 'broadcast', event, payload })
    return accepted()
  }

  let body: { messages?: unknown }
  try {
    body = parseJson(await req.text()) as { messages?: unknown }
  } catch {
    return json(400, { message: 'The body is not valid JSON' })
  }
  if (!Array.isArray(body.messages)) return json(400, { message: 'messages must be an array' })
  for (const item of body.messages as Array<Record<string, unknown>>) {
    if (!item || typeof item.topic !== 'string' || typeof item.event !== 'string') {
      return json(400, { message: 'Each message needs a topic and an event' })
    }
  }
  for (const item of body.messages as Array<Record<string, unknown>>) {
    const topic = item.topic as string
    const isPrivate = item.private === true
    // Messages the caller may not write are dropped, as the hosted API does.
    if (!(await allowed(ctx, claims, topic, isPrivate))) continue
    hub.broadcast(`realtime:${topic}`, isPrivate, {
      type: 'broadcast',
      event: item.event,
      payload: item.payload ?? {},
    })
  }
  return accepted()
}
