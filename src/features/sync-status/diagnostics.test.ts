import { describe, expect, it } from 'vitest'
import { buildDiagnostics, redact } from './diagnostics.ts'

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnop'

describe('diagnostics export', () => {
  it('removes secret keys and token-looking values at any depth', () => {
    expect(
      redact({
        accessToken: 'x',
        nested: { refresh_token: 'y', note: jwt, ok: 'keep', list: [jwt, 'fine'] },
        apikey: 'k',
      }),
    ).toEqual({ nested: { note: '[redacted]', ok: 'keep', list: ['[redacted]', 'fine'] } })
  })

  it('keeps what support needs and no labels typed by the user', () => {
    const d = buildDiagnostics(
      { status: null, isLeader: true, isOnline: false, problem: null },
      [
        {
          id: 'jobs:1',
          collection_name: 'jobs',
          doc_id: '1',
          rev: '',
          state: 'failed',
          code: '42501',
          message: 'denied',
          label: 'My private cover letter',
          updated_at: '2026-11-21T20:00:00.000Z',
          attempts: 2,
        },
      ],
      {
        build: 'index-abc.js',
        userAgent: 'UA',
        language: 'en',
        storage: { usage: 1, quota: 2, persisted: true },
        serviceWorker: { state: 'activated', caches: ['workbox-precache-v2'] },
        schemaVersions: { jobs: 0 },
      },
      new Date('2026-11-21T20:00:00Z'),
    )
    expect(JSON.stringify(d)).not.toContain('My private cover letter')
    expect(d['outbox']).toEqual([
      expect.objectContaining({ code: '42501', message: 'denied', state: 'failed' }),
    ])
    expect(d['leaderTab']).toBe(true)
    expect(d['generatedAt']).toBe('2026-11-21T20:00:00.000Z')
  })
})
