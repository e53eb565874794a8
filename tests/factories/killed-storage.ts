// A device whose process dies after a given number of storage writes, as when a tab is reloaded or
// a worker is terminated: from then on none of its storage calls completes and no request leaves.
// What was written before stays (fake-indexeddb lives on in the process), so a test reopens the
// same database name and sees what a real restart sees. `release` lets the held calls run once the
// test is done with the database, so the dead instance can be closed (RxDB allows only 13 open
// collections per process).
import type { RxStorage } from 'rxdb'
import { createAppDatabase, type AppDatabase, type ReplicatedName } from '../../src/db/index.ts'
import { testStorage } from './database.ts'

export class Kill {
  /** Storage writes (bulkWrite calls, every store) allowed before the process dies. */
  readonly writes: number
  /** Writes started so far. */
  started = 0
  dead = false
  private released = false
  private readonly held: (() => void)[] = []

  constructor(writes: number) {
    this.writes = writes
  }

  /** Runs `call` now, or holds it while the process is dead. */
  run<T>(isWrite: boolean, call: () => Promise<T>): Promise<T> {
    if (isWrite && !this.dead) {
      this.started += 1
      if (this.started > this.writes) this.dead = true
    }
    if (!this.dead || this.released) return call()
    return new Promise<T>((resolve, reject) => this.held.push(() => call().then(resolve, reject)))
  }

  /** The test is done with the dead database: its held calls run, so it can be closed. */
  release(): void {
    this.released = true
    for (const call of this.held.splice(0)) call()
  }
}

let instances = 0

/** The test storage, dying at `kill.writes`. Its own name lets the restarted database open under
 * the same database name while the dead one is still open. */
export function killedStorage(kill: Kill): RxStorage<unknown, unknown> {
  return testStorage((inner) => killable(inner, kill))
}

function killable(inner: RxStorage<unknown, unknown>, kill: Kill): RxStorage<unknown, unknown> {
  instances += 1
  return {
    name: `killable-${instances}`,
    rxdbVersion: inner.rxdbVersion,
    async createStorageInstance(params) {
      const inst = await kill.run(false, () => inner.createStorageInstance(params))
      return new Proxy(inst, {
        get(target, prop, receiver) {
          const value: unknown = Reflect.get(target, prop, receiver)
          if (typeof value !== 'function' || prop === 'changeStream') return value
          const fn = value as (...a: unknown[]) => Promise<unknown>
          return (...args: unknown[]) =>
            kill.run(prop === 'bulkWrite', () => fn.apply(target, args))
        },
      })
    },
  }
}

/** A replica database that dies at `kill.writes` (same collections as createTestDatabase). */
export function openKillableDatabase(
  kill: Kill,
  name: string,
  collections: readonly ReplicatedName[],
): Promise<AppDatabase> {
  return createAppDatabase({
    storage: killedStorage(kill),
    name,
    collections,
    multiInstance: false,
  })
}

/** A fetch that sends nothing once the process is dead. */
export function killedFetch(kill: Kill, inner: typeof fetch = fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (kill.dead) throw new TypeError('fetch failed')
    return inner(input, init)
  }) as typeof fetch
}
