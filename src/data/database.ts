// Holds the app's database instance. The composition root (src/app) opens it with
// createAppDatabase and hands it over; repositories read it from here (ARCHITECTURE rule 3).
// It changes on sign-out (wiped, then a fresh empty one), so readers subscribe.
import type { AppDatabase } from '@/db/index.ts'

let current: AppDatabase | null = null
const listeners = new Set<() => void>()

export function provideDatabase(db: AppDatabase | null): void {
  current = db
  for (const l of [...listeners]) l()
}

export function currentDatabase(): AppDatabase | null {
  return current
}

export function subscribeDatabase(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The database once the app has opened it. */
export function whenDatabase(): Promise<AppDatabase> {
  if (current) return Promise.resolve(current)
  return new Promise((resolve) => {
    const off = subscribeDatabase(() => {
      if (current) {
        off()
        resolve(current)
      }
    })
  })
}
