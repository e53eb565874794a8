// deliver-webhooks: sends queued webhook deliveries (issue 36). Called with the service role key
// on a schedule (Supabase Cron on hosted, supabase/local-schedules.json locally) it sends every
// due delivery; called by a signed-in person with `{ webhook_id }` it queues and sends a test
// delivery to their webhook at once, with `{ delivery_id }` it sends one of theirs again, and
// answers the attempt's outcome either way.
import { badRequest, HttpError, json, readJsonObject, withErrors } from '../_shared/http.ts'
import { bearerToken, callerClient, serviceClient } from '../_shared/supabase.ts'
import { sendDelivery, type ClaimedDelivery } from './send.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function isServiceKey(token: string | null): boolean {
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? ''
  if (!token || token.length !== key.length) return false
  let diff = 0
  for (let i = 0; i < key.length; i++) diff |= key.charCodeAt(i) ^ token.charCodeAt(i)
  return diff === 0
}

type Service = ReturnType<typeof serviceClient>

async function claim(service: Service, deliveryId: string | null): Promise<ClaimedDelivery[]> {
  const { data, error } = await service.rpc('claim_webhook_deliveries', {
    p_limit: 20,
    p_delivery_id: deliveryId,
  })
  if (error) throw new Error(`claim_webhook_deliveries failed: ${error.message}`)
  return (data ?? []) as ClaimedDelivery[]
}

async function sendDue(service: Service): Promise<Response> {
  const due = await claim(service, null)
  const outcomes = await Promise.all(due.map((delivery) => sendDelivery(service, delivery)))
  return json(200, {
    sent: outcomes.length,
    delivered: outcomes.filter((o) => o.status === 'delivered').length,
  })
}

function refused(error: { code?: string; message: string }): HttpError {
  if (error.code === 'P0002') return new HttpError(404, 'not_found', error.message)
  if (error.code === '42501') return new HttpError(403, 'forbidden', error.message)
  return new HttpError(500, 'queue_failed', error.message)
}

async function sendForCaller(req: Request): Promise<Response> {
  const body = await readJsonObject(req)
  const caller = callerClient(req)
  let deliveryId: string
  if (typeof body.webhook_id === 'string' && UUID.test(body.webhook_id)) {
    const { data, error } = await caller.rpc('queue_webhook_ping', {
      p_webhook_id: body.webhook_id,
    })
    if (error) throw refused(error)
    deliveryId = data as string
  } else if (typeof body.delivery_id === 'string' && UUID.test(body.delivery_id)) {
    const { error } = await caller.rpc('redeliver_webhook', { p_delivery_id: body.delivery_id })
    if (error) throw refused(error)
    deliveryId = body.delivery_id
  } else {
    throw badRequest('Send { webhook_id } for a test delivery or { delivery_id } to redeliver')
  }
  const service = serviceClient()
  const [delivery] = await claim(service, deliveryId)
  if (!delivery) throw new HttpError(409, 'busy', 'This delivery is being sent already')
  return json(200, await sendDelivery(service, delivery))
}

export const handler = withErrors(async (req) => {
  if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'Use POST')
  if (isServiceKey(bearerToken(req))) return sendDue(serviceClient())
  return sendForCaller(req)
})
