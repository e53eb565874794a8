// What keeps MFA sound around the endpoints: the per-IP limit on challenges (six-digit codes are
// otherwise guessable) and the MFA tables reaching a database made before they existed.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { MFA_REQUESTS_PER_MINUTE } from '../../../supabase/local/auth/ratelimit.ts'
import { startTestServer } from './harness.ts'
import { STRONG_PASSWORD, uniqueEmail } from './auth-helpers.ts'

const MFA_ON = { totp: { enrollEnabled: true, verifyEnabled: true } }
const root = mkdtempSync(path.join(tmpdir(), 'craftlink-mfa-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('MFA safeguards', () => {
  it('limits challenges per client address', async () => {
    const server = await startTestServer({ autoConfirm: true, mfa: MFA_ON })
    try {
      const client = server.client()
      await client.auth.signUp({ email: uniqueEmail('limit'), password: STRONG_PASSWORD })
      const { data } = await client.auth.mfa.enroll({ factorType: 'totp' })
      for (let i = 0; i < MFA_REQUESTS_PER_MINUTE; i++) {
        const { error } = await client.auth.mfa.challenge({ factorId: data!.id })
        expect(error).toBeNull()
      }
      const { error } = await client.auth.mfa.challenge({ factorId: data!.id })
      expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    } finally {
      await server.close()
    }
  })

  it('creates the MFA tables in a database made before they existed', async () => {
    const dataDir = path.join(root, 'data')
    const first = await startTestServer({ dataDir })
    await first.ctx.db.transaction((tx) =>
      tx.exec(`drop table auth.mfa_challenges; drop table auth.mfa_factors;
               drop type auth.factor_type; drop type auth.factor_status;`),
    )
    await first.close()

    const second = await startTestServer({ dataDir, autoConfirm: true, mfa: MFA_ON })
    try {
      const client = second.client()
      const { error } = await client.auth.signUp({
        email: uniqueEmail('old'),
        password: STRONG_PASSWORD,
      })
      expect(error).toBeNull()
      const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' })
      expect(enrolled.error).toBeNull()
    } finally {
      await second.close()
    }
  })
})
