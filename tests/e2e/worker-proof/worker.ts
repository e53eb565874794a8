// Worker side: opens the same database and writes when asked.
import { openProofDb } from './shared.ts'

const ready = openProofDb()
self.onmessage = async (ev: MessageEvent<{ id: string }>) => {
  const db = await ready
  await db.collections['items']!.insert({
    id: ev.data.id,
    title: 'from worker',
    at: performance.now(),
  })
  self.postMessage({ wrote: ev.data.id, at: performance.now() })
}
self.postMessage({ ready: true })
