// Main side: live query over the shared database; measures when the worker's write appears.
import { openProofDb } from './shared.ts'

declare global {
  interface Window {
    proof: {
      seen: Record<string, number>
      writeViaWorker(id: string): Promise<number>
      count(): number
    }
  }
}

const out = document.getElementById('out')!
const db = await openProofDb()
const seen: Record<string, number> = {}
let count = 0
db.collections['items']!.find().$.subscribe((docs) => {
  count = docs.length
  for (const d of docs) if (!(d.id in seen)) seen[d.id] = performance.now()
  out.textContent = `items: ${docs.length}`
})
const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })
await new Promise<void>((res) => {
  worker.onmessage = (ev) => {
    if ((ev.data as { ready?: boolean }).ready) res()
  }
})
window.proof = {
  seen,
  count: () => count,
  writeViaWorker(id: string) {
    const t0 = performance.now()
    worker.postMessage({ id })
    return new Promise<number>((res) => {
      const tick = () => (id in seen ? res(seen[id]! - t0) : setTimeout(tick, 5))
      tick()
    })
  },
}
out.dataset['ready'] = 'yes'
