// /integrations (issue 36): a company adds a webhook pointing at a receiver on this machine, an
// application arrives for its job, and the receiver gets a delivery signed with the secret the
// page showed once; the delivery log shows it delivered. An API key is shown once, works with the
// API, and stops working when revoked.
import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'
import { onboardedMember, serverRows } from '../auth/onboarded-member.ts'

interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: string
}

async function startReceiver() {
  const received: Received[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body })
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) }
}

function signedWith(delivery: Received, secret: string): boolean {
  const [, t, v1] =
    /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery.headers['craftlink-signature'])) ?? []
  return v1 === createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex')
}

test.describe('integrations', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.describe.configure({ timeout: 120_000 })

  test('a company’s webhook gets a signed delivery when an application arrives', async ({
    auth,
    page,
    server,
    supabaseUrl,
  }) => {
    const receiver = await startReceiver()
    try {
      const company = await onboardedMember(supabaseUrl, {
        label: 'webhook-co',
        fullName: 'Hook Construction',
        role: 'company',
      })
      await auth.signInAndLand(company.email)
      await page.goto('/integrations')
      await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible()
      await page.getByRole('tab', { name: 'Webhooks' }).click()
      await expect(page.getByText('No webhooks yet.')).toBeVisible()
      await page.getByRole('button', { name: 'Add webhook' }).click()
      const form = page.getByRole('dialog', { name: 'Add webhook' })
      await form.getByRole('textbox', { name: 'Endpoint URL' }).fill('http://example.com/hook')
      await form.getByRole('button', { name: 'Add webhook' }).click()
      await expect(form.getByText('The webhook URL must start with https://')).toBeVisible()
      await expect(form.getByText('Choose at least one event')).toBeVisible()
      await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(`${receiver.url}/craftlink`)
      await form.getByRole('textbox', { name: 'Description' }).fill('Applicant tracking')
      await form
        .getByRole('checkbox', { name: /An application arrives for one of my jobs/ })
        .check()
      await form.getByRole('button', { name: 'Add webhook' }).click()

      const once = page.getByRole('dialog', { name: 'Copy your signing secret now' })
      const secret = (await once.getByTestId('shown-once-value').textContent()) ?? ''
      expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/)
      await once.getByRole('button', { name: 'I have copied it' }).click()
      const card = page.getByTestId('webhook').filter({ hasText: 'Applicant tracking' })
      await expect(card).toContainText('No delivery yet')

      const jobId = crypto.randomUUID()
      await server.insert('jobs', {
        id: jobId,
        owner_id: company.id,
        title: 'Commercial electrician, tenant fit-out',
        description:
          'Rough-in and finish for a 4,000 sq ft office fit-out in Mississauga, lighting controls included.',
        trade_specialty: 'electrical',
        experience_level: 'experienced',
        location_city: 'Mississauga',
        location_province: 'Ontario',
        work_type: 'contract',
        pay_unit: 'hourly',
        budget_min: 38,
        budget_max: 46,
      })
      const applicationId = crypto.randomUUID()
      await server.insert('job_applications', {
        id: applicationId,
        job_id: jobId,
        applicant_id: DEMO_USERS.craftsman.id,
        job_owner_id: company.id,
        cover_letter:
          'Licensed 309A electrician with eight years of commercial fit-outs across the GTA; available now.',
        proposed_rate: 44,
        relevant_experience: 'Eight years of commercial electrical work.',
        availability_start: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      })

      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1)
      const delivery = receiver.received[0]!
      expect(delivery.path).toBe('/craftlink')
      expect(delivery.headers['craftlink-event']).toBe('application.created')
      expect(signedWith(delivery, secret)).toBe(true)
      expect(JSON.parse(delivery.body)).toMatchObject({
        type: 'application.created',
        data: { application: { id: applicationId }, job: { id: jobId } },
      })
      const deliveryStatus = async () => {
        const rows = await serverRows(supabaseUrl, 'webhook_deliveries?select=status,data')
        const mine = rows.find(
          (r) => (r.data as { application?: { id?: string } }).application?.id === applicationId,
        )
        return mine?.status
      }
      await expect.poll(deliveryStatus, { timeout: 10_000 }).toBe('delivered')

      await card.getByRole('button', { name: /^Manage/ }).click()
      const drawer = page.getByRole('dialog', { name: 'Applicant tracking' })
      const log = drawer.getByTestId('delivery-log')
      await expect(log.getByRole('row').filter({ hasText: 'application.created' })).toContainText(
        'Delivered',
      )
      await expect(log).toContainText('204')

      await drawer.getByRole('button', { name: 'Send test delivery' }).click()
      await expect(auth.toast('Test delivery delivered')).toContainText(
        'Your endpoint answered 204',
      )
      expect(receiver.received.at(-1)?.headers['craftlink-event']).toBe('ping')
      await expect(log.getByRole('row').filter({ hasText: 'ping' })).toContainText('Delivered')
    } finally {
      await receiver.close()
    }
  })

  test('an API key is shown once, reads the API, and stops when revoked', async ({
    auth,
    page,
    supabaseUrl,
  }) => {
    const member = await onboardedMember(supabaseUrl, {
      label: 'api-key',
      fullName: 'Kay Keys',
      role: 'company',
    })
    await auth.signInAndLand(member.email)
    await page.goto('/integrations')
    await expect(page.getByText('No API keys yet.')).toBeVisible()
    await page.getByRole('button', { name: 'Create API key' }).click()
    const form = page.getByRole('dialog', { name: 'Create API key' })
    await form.getByRole('textbox', { name: 'Name' }).fill('Jobs board feed')
    await form.getByRole('checkbox', { name: /Read open jobs/ }).check()
    await form.getByRole('button', { name: 'Create API key' }).click()
    const once = page.getByRole('dialog', { name: 'Copy your API key now' })
    const key = (await once.getByTestId('shown-once-value').textContent()) ?? ''
    expect(key).toMatch(/^clk_[0-9a-f]{10}_[0-9a-f]{64}$/)
    await once.getByRole('button', { name: 'I have copied it' }).click()

    const card = page.getByTestId('api-key').filter({ hasText: 'Jobs board feed' })
    await expect(card).toContainText(`${key.slice(0, 14)}_…`)
    await expect(card).toContainText('Never used')
    expect(await page.content()).not.toContain(key.slice(15))

    const api = (path: string) =>
      fetch(`${supabaseUrl}/functions/v1/api${path}`, {
        headers: { Authorization: `Bearer ${key}` },
      })
    expect((await api('/v1/jobs?limit=2')).status).toBe(200)
    expect((await api('/v1/applications')).status).toBe(403)
    await page.reload()
    await expect(card).toContainText('Last used')

    await card.getByRole('button', { name: 'Revoke: Jobs board feed' }).click()
    await page
      .getByRole('dialog', { name: 'Revoke this key?' })
      .getByRole('button', { name: 'Revoke key' })
      .click()
    await expect(auth.toast('Key revoked')).toContainText('“Jobs board feed” no longer works.')
    await expect(card).toContainText('Revoked')
    expect((await api('/v1/jobs')).status).toBe(401)
  })
})
