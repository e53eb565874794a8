// The dev mailbox: JSON newest first with a recipient filter, a readable page with clickable
// links, mail that survives a restart of the server on the same data directory, no reading from
// other origins' pages, and nothing at all when development mode is off.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SentMail } from '../../../supabase/local/types.ts'
import { startTestServer, type TestServer } from './harness.ts'
import { mailTo, STRONG_PASSWORD, uniqueEmail } from './auth-helpers.ts'

describe('dev mailbox', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ autoConfirm: false })
  })
  afterAll(() => server.close())

  it('lists every mail newest first with its links, filtered by recipient', async () => {
    const first = uniqueEmail('first')
    const second = uniqueEmail('second')
    await server.client().auth.signUp({ email: first, password: STRONG_PASSWORD })
    await server.client().auth.signUp({ email: second, password: STRONG_PASSWORD })

    const res = await fetch(`${server.url}/_dev/mail`)
    expect(res.status).toBe(200)
    const all = (await res.json()) as SentMail[]
    expect(all.map((m) => m.to).slice(0, 2)).toEqual([second, first])
    const [mail] = all
    expect(Object.keys(mail!).sort()).toEqual([
      'created_at',
      'html',
      'id',
      'links',
      'subject',
      'text',
      'to',
    ])
    expect(mail!.links).toHaveLength(1)
    expect(mail!.links[0]).toMatch(
      new RegExp(`^${server.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=signup&redirect_to=`),
    )
    expect(mail!.html).toContain('href=')
    expect(Date.parse(mail!.created_at)).not.toBeNaN()

    const onlyFirst = await mailTo(server.url, first.toUpperCase())
    expect(onlyFirst.map((m) => m.to)).toEqual([first])
    expect(await mailTo(server.url, 'nobody@example.com')).toEqual([])
  })

  it('shows a page with clickable links and escapes what it shows', async () => {
    const email = uniqueEmail('page')
    await server.client().auth.signUp({ email, password: STRONG_PASSWORD })
    await server.ctx.mail.send({
      to: email,
      subject: '<script>alert(1)</script>',
      text: 'see https://example.com/x?a=1&b=2',
      html: '',
    })
    const res = await fetch(`${server.url}/_dev/mail.html?to=${encodeURIComponent(email)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const page = await res.text()
    expect(page).toContain('Confirm your CraftLink account')
    expect(page).not.toContain('<script>')
    expect(page).toContain('&lt;script&gt;')
    expect(page).toContain('href="https://example.com/x?a=1&amp;b=2"')
    const [link] = (await mailTo(server.url, email)).find(
      (m) => m.subject === 'Confirm your CraftLink account',
    )!.links
    expect(page).toContain(`href="${link!.replaceAll('&', '&amp;')}"`)
  })

  it('cannot be read by a page on another origin (no CORS headers, no preflight)', async () => {
    await server.client().auth.signUp({ email: uniqueEmail('cors'), password: STRONG_PASSWORD })
    for (const path of ['/_dev/mail', '/_dev/mail.html']) {
      const res = await fetch(`${server.url}${path}`, {
        headers: { origin: 'https://evil.example' },
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
      const preflight = await fetch(`${server.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'content-type',
        },
      })
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
      expect(preflight.ok).toBe(false)
    }
    // The API itself stays open to the app's origin.
    const api = await fetch(`${server.url}/auth/v1/health`, {
      headers: { origin: 'https://evil.example', apikey: server.anonKey },
    })
    expect(api.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('rejects writes', async () => {
    const res = await fetch(`${server.url}/_dev/mail`, { method: 'POST', body: '{}' })
    expect(res.status).toBe(405)
  })
})

describe('dev mailbox persistence', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mailbox-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps mail across a restart on the same data directory', async () => {
    const email = uniqueEmail('kept')
    const before = await startTestServer({ dataDir: dir, autoConfirm: false })
    try {
      await before.client().auth.signUp({ email, password: STRONG_PASSWORD })
      expect(await mailTo(before.url, email)).toHaveLength(1)
    } finally {
      await before.close()
    }
    const after = await startTestServer({ dataDir: dir, autoConfirm: false })
    try {
      const kept = await mailTo(after.url, email)
      expect(kept).toHaveLength(1)
      expect(kept[0]!.subject).toBe('Confirm your CraftLink account')
    } finally {
      await after.close()
    }
  }, 60_000)
})

describe('dev mailbox outside development mode', () => {
  it('is not served, while mail is still recorded for the server itself', async () => {
    const off = await startTestServer({ autoConfirm: false, devMail: false })
    try {
      const email = uniqueEmail('off')
      expect(
        (await off.client().auth.signUp({ email, password: STRONG_PASSWORD })).error,
      ).toBeNull()
      for (const path of ['/_dev/mail', '/_dev/mail.html', `/_dev/mail?to=${email}`]) {
        const res = await fetch(`${off.url}${path}`)
        expect(res.status).toBe(404)
        expect(await res.text()).not.toContain(email)
      }
      expect(await off.ctx.mail.list(email)).toHaveLength(1)
    } finally {
      await off.close()
    }
  })
})
