// Reads the capture triggers' notifications (capture.ts) and hands them on in commit order,
// batched: everything that arrived while the previous batch was being delivered goes together,
// so visibility checks can be shared per subscriber per batch.
import type { ChangeEvent, Db } from '../types.ts'
import { CHANGE_CHANNEL } from './capture.ts'
import type { TableCatalog } from './tables.ts'

export type CapturedChange = ChangeEvent & { seq: number }

type Raw = { overflow: number } | (Omit<CapturedChange, 'columns'> & { overflow?: undefined })

export interface ChangeStream {
  close(): Promise<void>
}

export async function openChangeStream(
  db: Db,
  catalog: TableCatalog,
  deliver: (batch: CapturedChange[]) => Promise<void>,
): Promise<ChangeStream> {
  const pending: Raw[] = []
  let draining: Promise<void> | null = null
  let closed = false

  const resolveOne = async (raw: Raw): Promise<CapturedChange | null> => {
    let change = raw
    if (change.overflow !== undefined) {
      const { rows } = await db.pg.query<{ payload: string }>(
        'delete from _realtime.overflow where id = $1 returning payload',
        [change.overflow],
      )
      if (!rows[0]) return null
      change = JSON.parse(rows[0].payload) as Raw
      if (change.overflow !== undefined) return null
    }
    let info = await catalog.get(change.schema, change.table)
    const row = change.record ?? change.old_record ?? {}
    if (info && Object.keys(row).some((k) => !info?.names.has(k))) {
      catalog.invalidate(change.schema, change.table)
      info = await catalog.get(change.schema, change.table)
    }
    return { ...change, columns: info?.columns ?? [] }
  }

  const drain = async (): Promise<void> => {
    while (pending.length > 0 && !closed) {
      const raws = pending.splice(0, pending.length)
      const batch: CapturedChange[] = []
      for (const raw of raws) {
        try {
          const change = await resolveOne(raw)
          if (change) batch.push(change)
        } catch (error) {
          console.error('[realtime] dropped an unreadable change:', error)
        }
      }
      try {
        if (batch.length > 0) await deliver(batch)
      } catch (error) {
        console.error('[realtime] delivery failed:', error)
      }
    }
    draining = null
  }

  const unlisten = await db.pg.listen(CHANGE_CHANNEL, (payload) => {
    if (closed) return
    try {
      pending.push(JSON.parse(payload) as Raw)
    } catch {
      return
    }
    draining ??= drain()
  })

  return {
    async close() {
      closed = true
      await unlisten()
      await draining
    },
  }
}
