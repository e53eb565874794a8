import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { regionPulled } from './first-pull-wait.ts'

const never = { awaitInitialReplication: () => new Promise<void>(() => {}) }

describe('[SYNC-SCOPE-1] the jobs pull of a first sync waits for the region profiles', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('goes on once both profile tables have had their first run', async () => {
    const asked: string[] = []
    let done = false
    void regionPulled((name) => {
      asked.push(name)
      return { awaitInitialReplication: () => Promise.resolve() }
    }, 2_000).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
    expect(asked).toEqual(['craftsman_profiles', 'company_profiles'])
  })

  it('goes on after the wait when a table cannot answer (offline)', async () => {
    let done = false
    void regionPulled(() => never, 2_000).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(1_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
