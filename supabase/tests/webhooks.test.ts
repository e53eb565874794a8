// Outgoing webhooks (issue 36, /integrations): https only (this machine only where the deployment
// allows it), known events only; an application queues a delivery for the job owner's webhook,
// which the scheduled sender posts signed with the webhook's secret; a failure is retried later;
// a test delivery goes out at once; nobody sees or pings another person's webhook.
import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './function-client.ts'
import {
  applicationRow,
  jobRow,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
  type User,
} from './helpers.ts'

interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: string
}

let server: TestServer
let receiver: Server
let receiverUrl: string
const received: Received[] = []
let company: User
let craftsman: User

beforeAll(async () => {
  server = await startProductServer({ functionsDir: 'supabase/functions' })
  await sql(server, `insert into public.platform_flags values ('webhooks_allow_local_urls', true)`)
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body })
      res.writeHead(req.url?.startsWith('/fail') ? 500 : 200).end('thanks')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  company = await makeUser(server, ['company'], 'Priya Sharma')
  craftsman = await makeUser(server, ['craftsman'], 'Marc Tremblay')
})
afterAll(async () => {
  await server?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

async function createWebhook(user: User, path: string, events: string[]) {
  const { data, error } = await user.db.rpc('create_webhook', {
    p_url: `${receiverUrl}${path}`,
    p_events: events,
    p_description: `Test ${path}`,
  })
  expect(error).toBeNull()
  return (data as Array<{ id: string; secret: string }>)[0]!
}

/** Polls `fn` until it answers something other than undefined. */
async function until<T>(
  fn: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const start = Date.now()
  for (;;) {
    const value = await fn()
    if (value !== undefined) return value
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function verify(delivery: Received, secret: string): boolean {
  const header = String(delivery.headers['craftlink-signature'])
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? []
  const expected = createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex')
  return v1 === expected && Math.abs(Date.now() / 1000 - Number(t)) < 300
}

async function postJob(): Promise<string> {
  const job = jobRow(company.id)
  expect((await company.db.from('jobs').insert(job)).error).toBeNull()
  return String(job.id)
}

describe('webhooks', () => {
  it('refuses a URL that is not https and an unknown event, creating nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { p_url: 'http://example.com/hook', p_events: ['job.filled'] },
        'The webhook URL must start with https://',
      ],
      [
        { p_url: 'ftp://example.com', p_events: ['job.filled'] },
        'The webhook URL must start with https://',
      ],
      [
        { p_url: 'https://example.com/hook', p_events: ['message.sent'] },
        'Unknown event: message.sent',
      ],
      [{ p_url: 'https://example.com/hook', p_events: [] }, 'Choose at least one event'],
    ]
    for (const [args, message] of cases) {
      const { error } = await company.db.rpc('create_webhook', args)
      expect(error?.message).toBe(message)
    }
    await sql(server, `update public.platform_flags set enabled = false`)
    const local = await company.db.rpc('create_webhook', {
      p_url: `${receiverUrl}/x`,
      p_events: ['job.filled'],
    })
    expect(local.error?.message).toBe('The webhook URL must start with https://')
    await sql(server, `update public.platform_flags set enabled = true`)
    const { data } = await company.db.rpc('my_webhooks')
    expect(data).toEqual([])
    expect((await company.db.from('webhooks').select('*')).error?.code).toBe('42501')
  })

  it('posts a signed delivery when an application arrives for the owner’s job', async () => {
    const hook = await createWebhook(company, '/applications', ['application.created'])
    expect(hook.secret).toMatch(/^whsec_[0-9a-f]{64}$/)
    const jobId = await postJob()
    const application = applicationRow(jobId, craftsman.id)
    expect((await craftsman.db.from('job_applications').insert(application)).error).toBeNull()
    const delivery = await until(() => received.find((r) => r.path === '/applications'), 10_000)
    expect(delivery.headers['craftlink-event']).toBe('application.created')
    expect(verify(delivery, hook.secret)).toBe(true)
    expect(verify(delivery, 'whsec_wrong')).toBe(false)
    const body = JSON.parse(delivery.body) as Record<string, unknown>
    expect(body).toMatchObject({
      id: delivery.headers['craftlink-delivery'],
      type: 'application.created',
      data: {
        application: { id: application.id, applicant_name: 'Marc Tremblay', status: 'submitted' },
        job: { id: jobId },
      },
    })
    const log = await until(async () => {
      const { data } = await company.db.rpc('webhook_delivery_log', { p_webhook_id: hook.id })
      const rows = data as Array<Record<string, unknown>>
      return rows[0]?.status === 'delivered' ? rows : undefined
    }, 5000)
    expect(log[0]).toMatchObject({
      event: 'application.created',
      attempts: 1,
      response_status: 200,
    })
  })

  it('tells the applicant’s webhook when the application’s status changes', async () => {
    const hook = await createWebhook(craftsman, '/mine', ['application.status_changed'])
    const jobId = await postJob()
    const application = applicationRow(jobId, craftsman.id)
    expect((await craftsman.db.from('job_applications').insert(application)).error).toBeNull()
    const update = await company.db
      .from('job_applications')
      .update({ status: 'shortlisted' })
      .eq('id', application.id)
    expect(update.error).toBeNull()
    const delivery = await until(() => received.find((r) => r.path === '/mine'), 10_000)
    expect(verify(delivery, hook.secret)).toBe(true)
    expect(JSON.parse(delivery.body).data).toMatchObject({
      previous_status: 'submitted',
      application: { status: 'shortlisted' },
    })
  })

  it('forwards a chat message to each receiving member’s webhook, never the sender’s', async () => {
    const mine = await createWebhook(craftsman, '/messages', ['message.received'])
    await createWebhook(company, '/sent', ['message.received'])
    const { data: conversation } = await company.db.rpc('start_conversation', {
      p_user_id: craftsman.id,
    })
    const message = { conversation_id: conversation, user_id: company.id, body: 'Gate code 4512' }
    expect((await company.db.from('messages').insert(message)).error).toBeNull()
    const delivery = await until(() => received.find((r) => r.path === '/messages'), 10_000)
    expect(verify(delivery, mine.secret)).toBe(true)
    expect(JSON.parse(delivery.body).data).toMatchObject({
      message: { body: 'Gate code 4512', attachments: 0 },
      sender: { id: company.id, name: 'Priya Sharma' },
      conversation: { id: conversation, kind: 'direct' },
    })
    // A muted conversation forwards nothing; the sender's own webhook never hears its messages.
    await craftsman.db
      .from('conversation_members')
      .update({ muted: true })
      .eq('id', `${conversation}:${craftsman.id}`)
    expect(
      (await company.db.from('messages').insert({ ...message, body: 'Muted' })).error,
    ).toBeNull()
    const queued = await sql<{ n: number }>(
      server,
      `select count(*)::int as n from webhook_deliveries where event = 'message.received'`,
    )
    expect(queued[0]?.n).toBe(1)
    expect(received.some((r) => r.path === '/sent')).toBe(false)
  })

  it('retries a failed delivery later, with backoff', async () => {
    const hook = await createWebhook(company, '/fail', ['job.filled'])
    const jobId = await postJob()
    await company.db.from('jobs').update({ status: 'filled' }).eq('id', jobId)
    const [row] = await until(async () => {
      const rows = await sql<Record<string, unknown>>(
        server,
        `select status, attempts, response_status, next_attempt_at - last_attempt_at as delay
         from public.webhook_deliveries where webhook_id = $1`,
        [hook.id],
      )
      return rows[0]?.attempts === 1 ? rows : undefined
    }, 10_000)
    expect(row).toMatchObject({ status: 'pending', attempts: 1, response_status: 500 })
    expect(String(row!.delay)).toMatch(/00:01:00|1 min/)
    await sql(server, `update public.webhook_deliveries set attempts = 5 where webhook_id = $1`, [
      hook.id,
    ])
    await sql(
      server,
      `update public.webhook_deliveries set next_attempt_at = now() where webhook_id = $1`,
      [hook.id],
    )
    await until(async () => {
      const rows = await sql<{ status: string }>(
        server,
        'select status from public.webhook_deliveries where webhook_id = $1',
        [hook.id],
      )
      return rows[0]?.status === 'failed' ? true : undefined
    }, 10_000)
  })

  it('sends a test delivery at once to its manager, and to nobody else', async () => {
    const hook = await createWebhook(company, '/ping', ['job.filled'])
    const res = await call(
      server,
      'deliver-webhooks',
      { webhook_id: hook.id },
      { token: company.token },
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'delivered', response_status: 200 })
    const ping = received.find((r) => r.path === '/ping')!
    expect(ping.headers['craftlink-event']).toBe('ping')
    expect(verify(ping, hook.secret)).toBe(true)

    const stranger = await call(
      server,
      'deliver-webhooks',
      { webhook_id: hook.id },
      { token: craftsman.token },
    )
    expect(stranger.status).toBe(404)
    const log = await craftsman.db.rpc('webhook_delivery_log', { p_webhook_id: hook.id })
    expect(log.error?.message).toBe('No such webhook')
    const del = await craftsman.db.rpc('delete_webhook', { p_id: hook.id })
    expect(del.error?.message).toBe('No such webhook')
    expect((await company.db.rpc('my_webhooks')).data).toContainEqual(
      expect.objectContaining({ id: hook.id, last_status: 'delivered', last_response_status: 200 }),
    )
  })

  it('says when the endpoint cannot be reached, and keeps the delivery for a retry', async () => {
    const { data } = await company.db.rpc('create_webhook', {
      p_url: 'http://127.0.0.1:9/closed',
      p_events: ['job.filled'],
    })
    const hook = (data as Array<{ id: string }>)[0]!
    const res = await call(
      server,
      'deliver-webhooks',
      { webhook_id: hook.id },
      { token: company.token },
    )
    expect(res.body).toMatchObject({
      status: 'pending',
      response_status: null,
      error_kind: 'connection',
    })
    const log = await company.db.rpc('webhook_delivery_log', { p_webhook_id: hook.id })
    expect((log.data as Array<Record<string, unknown>>)[0]).toMatchObject({
      event: 'ping',
      status: 'pending',
      attempts: 1,
      error: expect.stringMatching(/^Could not connect/),
    })
  })

  it('signs with the new secret after rotation, and the sender is not callable by people', async () => {
    const hook = await createWebhook(company, '/rotated', ['job.filled'])
    const { data: secret } = await company.db.rpc('rotate_webhook_secret', { p_id: hook.id })
    expect(secret).not.toBe(hook.secret)
    await call(server, 'deliver-webhooks', { webhook_id: hook.id }, { token: company.token })
    const ping = received.find((r) => r.path === '/rotated')!
    expect(verify(ping, String(secret))).toBe(true)
    expect(verify(ping, hook.secret)).toBe(false)
    const claim = await company.db.rpc('claim_webhook_deliveries', {})
    expect(claim.error?.code).toBe('42501')
  })
})
