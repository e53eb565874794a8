// Runs the real sync worker host in-process behind the Worker interface the tab uses, so Node
// tests exercise the same tab <-> worker messages as the browser (structured-cloned both ways).
import type { SupabaseClient } from '@supabase/supabase-js'
import type { AppDatabase } from '../../src/db/index.ts'
import { createWorkerHost, type WorkerHost } from '../../sync/worker-host.ts'

export class InProcessWorker {
  private readonly listeners = new Set<(ev: MessageEvent) => void>()
  private readonly host: WorkerHost
  private terminated = false
  readonly received: unknown[] = []

  constructor(deps: {
    openDatabase(): Promise<AppDatabase>
    createClient(token: () => string | null): SupabaseClient
    batchSize?: number
  }) {
    this.host = createWorkerHost({
      ...deps,
      isOnline: () => true,
      post: (msg) => {
        if (this.terminated) return
        this.received.push(msg)
        const ev = { data: structuredClone(msg) } as MessageEvent
        for (const l of this.listeners) l(ev)
      },
    })
  }

  postMessage(data: unknown): void {
    if (!this.terminated) void this.host.receive(structuredClone(data))
  }

  addEventListener(type: string, fn: (ev: MessageEvent) => void): void {
    if (type === 'message') this.listeners.add(fn)
  }

  removeEventListener(type: string, fn: (ev: MessageEvent) => void): void {
    if (type === 'message') this.listeners.delete(fn)
  }

  terminate(): void {
    this.terminated = true
  }

  asWorker(): Worker {
    return this as unknown as Worker
  }
}
