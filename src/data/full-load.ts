// The moment the page a load opened has all of its data on screen, not only its first rows
// (first-content.ts). Find Jobs reads its full list, thousands of documents, after its first rows.
// On a 2-core machine, the sync worker's start-up competed with that read and its first filter:
// RxDB in the worker, a pull per collection, IndexedDB. The filter then took 2-3 times its CPU time
// (issue 8). Work that can wait, like that start-up, runs after this moment. It settles once per
// load, and never later than the deadline. In-app navigation never holds it.
import { createHolds } from '@/lib/holds.ts'
import { afterFirstContent } from './first-content.ts'

export const FULL_LOAD_DEADLINE_MS = 5000

let settled = false
let contentPainted = false
const waiting: Array<() => void> = []

function settle(): void {
  if (settled) return
  settled = true
  for (const run of waiting.splice(0)) run()
}

function check(): void {
  if (contentPainted && !holds.held) settle()
}

const holds = createHolds(check)

if (typeof window !== 'undefined') {
  setTimeout(settle, FULL_LOAD_DEADLINE_MS)
  afterFirstContent(() => {
    contentPainted = true
    check()
  })
}

/**
 * A page's read of all its data has started; call the returned function once that data is
 * rendered (or the page unmounts). Only holds when taken before the load has settled.
 */
export function holdFullLoad(): () => void {
  return settled ? () => {} : holds.take()
}

/** Runs `run` once the first page of this load has its data on screen (at once in Node). */
export function afterFullLoad(run: () => void): void {
  if (settled || typeof window === 'undefined') return run()
  waiting.push(run)
}
