// The page's side of the preparation worker: one module worker, started on first use and
// stopped when idle (it holds a photo's decoded pixels while it works, and a phone needs that
// memory back). Where no worker can do the job, the caller is told to do it on the page.
import { jobResponseSchema, type PhotoJob, type PreparedPhoto } from './photo-job.ts'
import { PhotoError } from './photo-error.ts'

/** Quiet time before the worker is stopped; a batch of photos keeps it warm. */
const IDLE_MS = 30_000

/** The worker could not do the job for reasons of its own: do it on the page instead. */
export class WorkerUnavailable extends Error {
  constructor(reason: string) {
    super(`Photo worker unavailable: ${reason}`)
    this.name = 'WorkerUnavailable'
  }
}

/** Far beyond the slowest phone's photo (a few seconds), so only a lost job reaches it. */
const JOB_TIMEOUT_MS = 60_000

interface Pending {
  resolve: (photo: PreparedPhoto) => void
  reject: (error: Error) => void
  timer: ReturnType<typeof setTimeout>
}

let worker: Worker | null = null
/** Set once the worker failed to start or to work; the page does every later job. */
let unusable = !(typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined')
let nextId = 1
let idleTimer: ReturnType<typeof setTimeout> | undefined
const pending = new Map<number, Pending>()

function giveUp(reason: string): void {
  unusable = true
  worker?.terminate()
  worker = null
  for (const job of pending.values()) {
    clearTimeout(job.timer)
    job.reject(new WorkerUnavailable(reason))
  }
  pending.clear()
}

function receive(data: unknown): void {
  const response = jobResponseSchema.safeParse(data)
  if (!response.success) return giveUp(`malformed reply: ${response.error.message}`)
  const r = response.data
  const job = pending.get(r.id)
  // The worker's own failure (it could not even read the job's id, say) ends its use.
  if (!r.ok && r.code === null) return giveUp(r.message)
  if (!job) return
  pending.delete(r.id)
  clearTimeout(job.timer)
  if (r.ok) job.resolve(r.photo)
  else job.reject(new PhotoError(r.code ?? 'corrupt', r.message))
  scheduleIdleStop()
}

/**
 * A job the worker never answers: a decode that ran a phone out of memory can end the worker
 * without an error event. It is restarted for the next photo; this one is refused as too large.
 */
function timeOut(id: number): void {
  const job = pending.get(id)
  if (!job) return
  pending.delete(id)
  worker?.terminate()
  worker = null
  job.reject(new PhotoError('too-large', `no answer from the photo worker in ${JOB_TIMEOUT_MS} ms`))
}

function scheduleIdleStop(): void {
  clearTimeout(idleTimer)
  idleTimer = setTimeout(() => {
    if (pending.size > 0) return scheduleIdleStop()
    worker?.terminate()
    worker = null
  }, IDLE_MS)
}

function start(): Worker {
  const created = new Worker(new URL('./prepare.worker.ts', import.meta.url), {
    type: 'module',
    name: 'craftlink-photos',
  })
  created.addEventListener('message', (event: MessageEvent<unknown>) => receive(event.data))
  // A module worker that cannot load (old browser, blocked script) reports here, not by throwing.
  created.addEventListener('error', (event) => {
    event.preventDefault()
    giveUp(event.message || 'the worker failed to load')
  })
  created.addEventListener('messageerror', () => giveUp('a message could not be read'))
  return created
}

/** Whether jobs should go to the worker at all. */
export const workerUsable = () => !unusable

/** Runs `job` in the worker. Rejects with PhotoError, or WorkerUnavailable to say "do it here". */
export function runInWorker(job: PhotoJob): Promise<PreparedPhoto> {
  if (unusable) return Promise.reject(new WorkerUnavailable('not available in this browser'))
  try {
    worker ??= start()
  } catch (error) {
    giveUp((error as Error).message)
    return Promise.reject(new WorkerUnavailable((error as Error).message))
  }
  clearTimeout(idleTimer)
  const id = nextId++
  return new Promise<PreparedPhoto>((resolve, reject) => {
    pending.set(id, { resolve, reject, timer: setTimeout(() => timeOut(id), JOB_TIMEOUT_MS) })
    worker!.postMessage({ id, job })
  })
}
