// Main-thread side of the functions worker: starts it on first use, passes requests over,
// turns a crash, a boot failure or a request over the wall-clock limit into a result the
// gateway can answer with, and restarts the worker when it had to be stopped.
import { Worker } from 'node:worker_threads'
import type { InvokeMessage, ResultMessage } from './protocol.ts'

/** Hosted edge functions get 150 s of wall clock per request (free plan). */
const WALL_CLOCK_MS = 150_000
/** An idle worker is stopped so finished test servers do not keep threads around. */
const IDLE_MS = 30_000

export type InvokeResult = ResultMessage | { id: number; kind: 'limit' | 'crash'; message: string }

export class FunctionWorker {
  private worker: Worker | null = null
  private nextId = 1
  private readonly pending = new Map<
    number,
    { resolve: (r: InvokeResult) => void; timer: NodeJS.Timeout }
  >()
  private idleTimer: NodeJS.Timeout | null = null
  private readonly env: () => Record<string, string>

  constructor(env: () => Record<string, string>) {
    this.env = env
  }

  private start(): Worker {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), {
      workerData: { env: this.env() },
      execArgv: [],
    })
    worker.unref()
    worker.on('message', (result: ResultMessage) => this.settle(result))
    const fail = (message: string): void => {
      if (this.worker === worker) this.worker = null
      for (const id of [...this.pending.keys()]) this.settle({ id, kind: 'crash', message })
    }
    worker.on('error', (error) => fail(error.message))
    worker.on('exit', (code) => fail(`the functions worker exited with code ${code}`))
    this.worker = worker
    return worker
  }

  private settle(result: InvokeResult): void {
    const entry = this.pending.get(result.id)
    if (!entry) return
    clearTimeout(entry.timer)
    this.pending.delete(result.id)
    entry.resolve(result)
    if (this.pending.size === 0) this.armIdle()
  }

  private armIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => void this.stop(), IDLE_MS)
    this.idleTimer.unref()
  }

  invoke(message: Omit<InvokeMessage, 'id'>): Promise<InvokeResult> {
    if (this.idleTimer) clearTimeout(this.idleTimer)
    const worker = this.worker ?? this.start()
    const id = this.nextId++
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.settle({ id, kind: 'limit', message: 'wall clock limit reached' })
        // A runaway function may block the thread: start over with a fresh worker.
        void this.stop()
      }, WALL_CLOCK_MS)
      timer.unref()
      this.pending.set(id, { resolve, timer })
      const full: InvokeMessage = { ...message, id }
      worker.postMessage(full, message.body ? [message.body] : [])
    })
  }

  async stop(): Promise<void> {
    const worker = this.worker
    this.worker = null
    if (this.idleTimer) clearTimeout(this.idleTimer)
    if (worker) await worker.terminate()
  }
}
