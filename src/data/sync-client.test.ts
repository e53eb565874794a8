// The tab's worker lifecycle: a worker whose script never loaded is replaced a little later, or on
// the next resync (online, visible).
// jsdom has no Worker, so the factory hands out stand-ins that record what they were sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppDatabase } from '@/db/index.ts'
import { ARRIVED_KEY } from './arrival.ts'
import { OWNER_KEY } from './replica-owner.ts'
import type * as SyncClientModule from './sync-client.ts'
import type { LoadPhase } from './load-phases.ts'

// Fresh modules per test: the load's phases settle once per load.
let SyncClient: typeof SyncClientModule.SyncClient
let WORKER_LOAD_FAILED: string
let RESTART_DELAYS_MS: readonly number[]
let firstContent: LoadPhase
let fullLoad: LoadPhase
beforeEach(async () => {
  vi.resetModules()
  ;({ SyncClient, WORKER_LOAD_FAILED, RESTART_DELAYS_MS } = await import('./sync-client.ts'))
  ;({ firstContent, fullLoad } = (await import('./load-phases.ts')).loadPhases)
})

class StandInWorker extends EventTarget {
  readonly sent: Array<{ type: string }> = []
  terminated = false
  postMessage(msg: { type: string }) {
    this.sent.push(msg)
  }
  terminate() {
    this.terminated = true
  }
}

const leaderDb = { waitForLeadership: () => Promise.resolve(true) } as unknown as AppDatabase
// Leadership, a frame for the first content, the idle callback: waited for, not timed (a loaded
// machine takes longer than a fixed pause).
const pause = () => new Promise((r) => setTimeout(r, 60))
const workerStarted = (workers: readonly unknown[]) =>
  vi.waitFor(() => expect(workers).toHaveLength(1), { timeout: 5000 })

let client: SyncClientModule.SyncClient | null = null
afterEach(() => {
  void client?.shutdown()
  localStorage.clear()
})

/** A client attached as the leader; `painted` = the page has committed its first content. */
function start({ painted = true } = {}) {
  const workers: StandInWorker[] = []
  client = new SyncClient(() => {
    const w = new StandInWorker()
    workers.push(w)
    return w as unknown as Worker
  })
  client.attach(leaderDb)
  if (painted) firstContent.mark()
  return { client, workers }
}

describe('SyncClient worker lifecycle', () => {
  it('starts the worker only after the page has painted its first content', async () => {
    const { workers } = start({ painted: false })
    await pause()
    expect(workers).toHaveLength(0)
    firstContent.mark()
    await workerStarted(workers)
  })

  it('waits for a page that reads all its data after its first content to show it', async () => {
    const release = fullLoad.hold()
    const { workers } = start()
    await pause()
    expect(workers).toHaveLength(0)
    release()
    await workerStarted(workers)
  })

  it('starts after the first content, not the full load, on a device without its user’s data', async () => {
    localStorage.setItem(OWNER_KEY, 'user-1')
    fullLoad.hold()
    const { workers } = start({ painted: false })
    await pause()
    expect(workers).toHaveLength(0)
    firstContent.mark()
    await pause()
    await pause()
    expect(workers).toHaveLength(1)
  })

  it('waits for the page on a device where the user’s data has arrived', async () => {
    localStorage.setItem(OWNER_KEY, 'user-1')
    localStorage.setItem(ARRIVED_KEY, JSON.stringify({ userId: 'user-1', tables: ['jobs'] }))
    const { workers } = start({ painted: false })
    await pause()
    expect(workers).toHaveLength(0)
    firstContent.mark()
    await workerStarted(workers)
  })

  it('starts one worker in the leader tab and hands it the session', async () => {
    const { client, workers } = start()
    await workerStarted(workers)
    expect(workers[0]!.sent[0]?.type).toBe('session')
    expect(client.state$.value.isLeader).toBe(true)
    client.resync('online')
    expect(workers).toHaveLength(1)
    expect(workers[0]!.sent.at(-1)?.type).toBe('resync')
  })

  it('replaces a worker whose script failed to load on the next resync', async () => {
    const { client, workers } = start()
    await workerStarted(workers)
    workers[0]!.dispatchEvent(new Event('error'))
    expect(workers[0]!.terminated).toBe(true)
    expect(client.state$.value.problem).toBe(WORKER_LOAD_FAILED)
    client.setOnline(true)
    expect(workers).toHaveLength(2)
    expect(workers[1]!.sent.map((m) => m.type)).toEqual(['session'])
    expect(client.state$.value.problem).toBeNull()
  })

  it('starts a new worker by itself, a little later, when the script failed to load online', async () => {
    const { client, workers } = start()
    await workerStarted(workers)
    vi.useFakeTimers()
    try {
      workers[0]!.dispatchEvent(new Event('error'))
      expect(workers).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(RESTART_DELAYS_MS[0]!)
      expect(workers).toHaveLength(2)
      expect(client.state$.value.problem).toBeNull()
      // It failed again: the next attempt waits longer.
      workers[1]!.dispatchEvent(new Event('error'))
      await vi.advanceTimersByTimeAsync(RESTART_DELAYS_MS[0]!)
      expect(workers).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(RESTART_DELAYS_MS[1]! - RESTART_DELAYS_MS[0]!)
      expect(workers).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it('waits for the network when the script failed to load offline', async () => {
    const { client, workers } = start()
    await workerStarted(workers)
    vi.useFakeTimers()
    try {
      client.setOnline(false)
      workers[0]!.dispatchEvent(new Event('error'))
      await vi.advanceTimersByTimeAsync(RESTART_DELAYS_MS.at(-1)! * 2)
      expect(workers).toHaveLength(1)
      client.setOnline(true)
      expect(workers).toHaveLength(2)
      // The timer of the failure does not start a second one.
      await vi.advanceTimersByTimeAsync(RESTART_DELAYS_MS.at(-1)! * 2)
      expect(workers).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a leader that starts offline makes no worker until the browser is back online', async () => {
    const { client, workers } = start({ painted: false })
    client.setOnline(false)
    firstContent.mark()
    await vi.waitFor(() => expect(client.state$.value.isLeader).toBe(true), { timeout: 5000 })
    await pause()
    expect(workers).toHaveLength(0)
    client.resync('visible')
    expect(workers).toHaveLength(0)
    client.setOnline(true)
    expect(workers).toHaveLength(1)
    expect(workers[0]!.sent.map((m) => m.type)).toEqual(['session'])
  })

  it('keeps a running worker that reports an uncaught error', async () => {
    const { client, workers } = start()
    await workerStarted(workers)
    workers[0]!.dispatchEvent(new ErrorEvent('error', { message: 'boom' }))
    expect(workers[0]!.terminated).toBe(false)
    client.resync('visible')
    expect(workers).toHaveLength(1)
    expect(workers[0]!.sent.at(-1)?.type).toBe('resync')
  })
})

describe('SyncClient across tabs', () => {
  it('[SYNC-LEAD-1] a tab opened later gets the leader status at once, not on its next change', async () => {
    const { workers } = start()
    await workerStarted(workers)
    const status = { phase: 'online', userId: 'u1', lastSyncedAt: null, collections: [] }
    workers[0]!.dispatchEvent(new MessageEvent('message', { data: { type: 'status', status } }))
    // Read once the message schemas have loaded (they load with the worker).
    await vi.waitFor(() => expect(client!.state$.value.status).toEqual(status))

    const follower = new SyncClient(() => {
      throw new Error('a follower starts no worker')
    })
    try {
      await vi.waitFor(() => expect(follower.state$.value.status).toEqual(status), {
        timeout: 5000,
      })
    } finally {
      void follower.shutdown()
    }
  })
})
