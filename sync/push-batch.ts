// One push batch, document by document (SPEC SYNC-PUSH-1, SYNC-ERR-1..3, SYNC-STATE-1): each
// document's outbox row goes to sending, then to failed, waiting or gone by its own outcome,
// so one refused document never holds up the others. Shared by the dedicated collections and
// the shared collection, which differ only in how a document becomes a server row.
import { isDeviceOnline, toRemoteError } from './errors.ts'
import type { CollectionOutbox } from './outbox.ts'
import type { PushOutcome } from './push.ts'

type Doc = Record<string, unknown>

export const OFFLINE_MESSAGE = 'The device is offline'

export interface PushItem {
  /** Outbox name: the collection's or, in the shared collection, the table's. */
  table: string
  id: string
  push(): Promise<PushOutcome>
  /** The state pushed, as a document of the collection. */
  pushed: Doc
  /** The server's row, as the local document RxDB resolves the conflict with. */
  master(row: Doc): Doc | null
  /** Sent one after another in write order, never side by side (SYNC-MSG-1: chat messages). */
  ordered?: boolean
}

export interface BatchResult {
  conflicts: object[]
  /** The first error worth retrying (SYNC-ERR-3); the batch is retried when set. */
  transient: unknown
}

export async function pushBatch(
  outbox: CollectionOutbox,
  items: readonly PushItem[],
): Promise<BatchResult> {
  // Offline every request fails: the documents stay 'local' without a 'sending' mark at each of
  // the short offline retries (backoffMs), and the batch is tried again. Each has a row, also a
  // change made before the outbox first looked (RxDB offers every unsent one).
  if (items.length > 0 && !isDeviceOnline()) {
    await Promise.all(items.map((item) => outbox.pending(item.table, item.id)))
    return { conflicts: [], transient: new Error(OFFLINE_MESSAGE) }
  }
  const conflicts: object[] = []
  let transient: unknown = null
  /** Pushes one document; false when it must be tried again later. */
  const run = async (item: PushItem): Promise<boolean> => {
    // The state write runs alongside the request: it must not delay the push.
    const marking = outbox.sending(item.table, item.id)
    try {
      const outcome = await item.push()
      await marking
      if (outcome.kind === 'failed') {
        await outbox.failed(item.table, item.id, outcome.error.code, outcome.error.message)
      } else if (outcome.kind === 'conflict') {
        const master = item.master(outcome.master)
        if (master) {
          conflicts.push(master)
          // Waiting again: what RxDB resolves the conflict to is sent from the server's state.
          await outbox.serverHolds(item.table, item.id, master)
        }
      } else {
        // Gone, unless the document changed again meanwhile.
        await outbox.serverHolds(item.table, item.id, item.pushed)
      }
      return true
    } catch (err) {
      await marking.catch(() => {})
      transient ??= err
      const e = toRemoteError(err)
      await outbox.waiting(item.table, item.id, e.code, e.message)
      return false
    }
  }
  // Ordered documents go one at a time, and none goes before an earlier one that must wait:
  // the server then receives them in the order they were written.
  const inOrder = async () => {
    const queue = items.filter((i) => i.ordered)
    for (const [n, item] of queue.entries()) {
      if (!(await run(item))) {
        const rest = queue.slice(n + 1)
        await Promise.all(rest.map((i) => outbox.pending(i.table, i.id)))
        return
      }
    }
  }
  await Promise.all([...items.filter((i) => !i.ordered).map(run), inOrder()])
  return { conflicts, transient }
}
