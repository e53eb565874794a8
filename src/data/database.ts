// Holds the app's open replica: the database and its repositories. The replica's lifecycle
// (replica.ts) provides them; readers subscribe, since it changes on sign-out (wiped, then a
// fresh empty one). This module and the hooks over it import no repository or schema: a
// visitor's shell reads it without loading the replica's code (ARCHITECTURE rule 3).
import type { AppDatabase } from '@/db/index.ts'
import type { Repositories } from './repositories.ts'

let current: AppDatabase | null = null
let repositories: Repositories | null = null
const listeners = new Set<() => void>()

/** Low level: use provideDatabase (repositories.ts), which makes the repositories. */
export function provideReplica(db: AppDatabase | null, repos: Repositories | null): void {
  current = db
  repositories = db ? repos : null
  for (const l of [...listeners]) l()
}

export function currentDatabase(): AppDatabase | null {
  return current
}

/** The repositories of the open database, or null while it is opening or being wiped. */
export function currentRepositories(): Repositories | null {
  return repositories
}

export function subscribeDatabase(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The database once the app has opened it. */
export function whenDatabase(): Promise<AppDatabase> {
  return whenOpen().then(([db]) => db)
}

/** The repositories once the app has opened the database. */
export function whenRepositories(): Promise<Repositories> {
  return whenOpen().then(([, repos]) => repos)
}

function whenOpen(): Promise<[AppDatabase, Repositories]> {
  if (current && repositories) return Promise.resolve([current, repositories])
  return new Promise((resolve) => {
    const off = subscribeDatabase(() => {
      if (current && repositories) {
        off()
        resolve([current, repositories])
      }
    })
  })
}
