// The gate's verdict rules: block denies, challenge asks (unless passed this session), anything
// else allows; background verdicts only make the gate stricter.
import { beforeEach, describe, expect, it } from 'vitest'
import type { CrawlerVerdict } from '@/backend/crawler-api.ts'
import { escalate, gateStore, setGate, statusFor } from './gate.store.ts'

const verdict = (over: Partial<CrawlerVerdict>): CrawlerVerdict => ({
  blocked: false,
  challenge: false,
  action: 'allow',
  score: 0,
  reason: null,
  whitelisted: false,
  ...over,
})
const BLOCK = verdict({
  blocked: true,
  action: 'block',
  score: 230,
  reason: 'Paused for 24 hours.',
})
const CHALLENGE = verdict({ challenge: true, action: 'challenge', score: 150 })

describe('statusFor', () => {
  it('maps the bands', () => {
    expect(statusFor(verdict({}), false)).toBe('allowed')
    expect(statusFor(verdict({ action: 'log', score: 70 }), false)).toBe('allowed')
    expect(statusFor(CHALLENGE, false)).toBe('challenge')
    expect(statusFor(CHALLENGE, true)).toBe('allowed')
    expect(statusFor(BLOCK, true)).toBe('denied')
  })
})

describe('escalate', () => {
  beforeEach(() => setGate('allowed'))
  it('a block from a background report denies with the server reason', () => {
    escalate(BLOCK, false)
    expect({ ...gateStore }).toEqual({ status: 'denied', reason: 'Paused for 24 hours.' })
  })
  it('a challenge asks; an allow never lifts a denial', () => {
    escalate(CHALLENGE, false)
    expect(gateStore.status).toBe('challenge')
    escalate(BLOCK, false)
    escalate(verdict({}), false)
    expect(gateStore.status).toBe('denied')
  })
  it('a passed challenge is not asked again in the same session', () => {
    escalate(CHALLENGE, true)
    expect(gateStore.status).toBe('allowed')
  })
})
