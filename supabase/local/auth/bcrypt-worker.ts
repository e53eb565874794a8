// Runs bcrypt off the main thread: the server keeps answering REST and realtime while a
// password is hashed or checked, and the synchronous code is faster than bcryptjs' async one.
import { parentPort } from 'node:worker_threads'
import bcrypt from 'bcryptjs'

interface Job {
  id: number
  op: 'hash' | 'compare'
  password: string
  hash: string
  cost: number
}

parentPort?.on('message', (job: Job) => {
  try {
    const result =
      job.op === 'hash'
        ? bcrypt.hashSync(job.password, job.cost)
        : bcrypt.compareSync(job.password, job.hash)
    parentPort?.postMessage({ id: job.id, result })
  } catch (error) {
    parentPort?.postMessage({
      id: job.id,
      error: error instanceof Error ? error.message : String(error),
    })
  }
})
