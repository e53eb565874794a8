// bcrypt through one worker thread, falling back to bcryptjs' async API on the main thread when a
// worker cannot start (e.g. a runtime without TypeScript support in workers).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import bcrypt from 'bcryptjs'

type Reply = { id: number; result?: string | boolean; error?: string }
interface Pending {
  resolve: (value: string | boolean) => void
  reject: (error: Error) => void
}

let worker: Worker | null = null
let broken = false
let nextId = 1
const pending = new Map<number, Pending>()

function failAll(error: Error): void {
  broken = true
  worker = null
  for (const p of pending.values()) p.reject(error)
  pending.clear()
}

function getWorker(): Worker | null {
  if (broken) return null
  if (worker) return worker
  try {
    // A path, not a URL object: under jsdom the global URL is not the one Worker accepts.
    const w = new Worker(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'bcrypt-worker.ts'),
    )
    w.unref()
    w.on('message', (reply: Reply) => {
      const p = pending.get(reply.id)
      if (!p) return
      pending.delete(reply.id)
      if (pending.size === 0) w.unref()
      if (reply.error !== undefined) p.reject(new Error(reply.error))
      else p.resolve(reply.result!)
    })
    w.on('error', (error) => failAll(error))
    w.on('exit', () => failAll(new Error('bcrypt worker exited')))
    worker = w
    return w
  } catch {
    broken = true
    return null
  }
}

async function run(
  op: 'hash' | 'compare',
  password: string,
  hash: string,
  cost: number,
): Promise<string | boolean> {
  const w = getWorker()
  if (w) {
    try {
      return await new Promise<string | boolean>((resolve, reject) => {
        const id = nextId++
        // Referenced only while a job runs: an idle worker never keeps the process alive.
        if (pending.size === 0) w.ref()
        pending.set(id, { resolve, reject })
        w.postMessage({ id, op, password, hash, cost })
      })
    } catch (error) {
      // Only a dead worker falls through; a bcrypt error (bad hash) is reported as such.
      if (!broken) throw error
    }
  }
  return op === 'hash' ? bcrypt.hash(password, cost) : bcrypt.compare(password, hash)
}

export const bcryptHash = async (password: string, cost: number): Promise<string> =>
  String(await run('hash', password, '', cost))

export const bcryptCompare = async (password: string, hash: string): Promise<boolean> =>
  (await run('compare', password, hash, 0)) === true

/** Whether bcrypt currently runs in the worker thread (false after a fallback). */
export const bcryptInWorker = (): boolean => !broken && getWorker() !== null
