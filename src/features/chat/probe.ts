// The connection check of /test-chat (issue 32): one message through the whole path, and when
// each hop was reached, in ms from the start: saved on the device, taken by the sync worker,
// confirmed by the server, and back on the device through realtime (the server's copy, with its
// sent_at). A hop the path passed too quickly to observe is null.
import { filter, firstValueFrom, map, take, timeout } from 'rxjs'
import type { Repositories } from '@/data/index.ts'
import { newMessageRow } from '@/db/message.table.ts'

export interface ProbeResult {
  at: string
  device: number | null
  worker: number | null
  server: number | null
  realtime: number | null
  error: 'timeout' | null
}

export const PROBE_TIMEOUT_MS = 15_000

export async function runProbe(
  repos: Repositories,
  conversationId: string,
  userId: string,
  text: string,
  now: () => number = () => performance.now(),
): Promise<ProbeResult> {
  const row = newMessageRow(conversationId, userId, text)
  const id = row.id
  const start = now()
  const result: ProbeResult = {
    at: new Date().toISOString(),
    device: null,
    worker: null,
    server: null,
    realtime: null,
    error: null,
  }
  const since = () => Math.round(now() - start)
  const states = repos.outbox.stateOf$('messages', id).subscribe((s) => {
    if (s.state === 'sending' && result.worker === null) result.worker = since()
    if (s.state === 'synced' && result.device !== null && result.server === null)
      result.server = since()
  })
  const back = repos.messages.one$(id).pipe(
    filter((m) => m !== null && m.sent_at !== null),
    map(() => since()),
    take(1),
  )
  try {
    await repos.messages.insert(row)
    result.device = since()
    result.realtime = await firstValueFrom(back.pipe(timeout(PROBE_TIMEOUT_MS)))
    result.server ??= result.realtime
  } catch {
    result.error = 'timeout'
  } finally {
    states.unsubscribe()
  }
  return result
}
