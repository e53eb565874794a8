// Worker side: loads `<functionsDir>/<name>/index.ts` unmodified through Node's own loader
// (type stripping plus the npm: hooks) and keeps the handler it passes to Deno.serve. An
// edited entry file is loaded afresh; a failed load is retried on the next request.
import { pathToFileURL } from 'node:url'
import { setCapture, type FunctionHandler } from './deno-shim.ts'

export class BootError extends Error {}

const loaded = new Map<string, { mtime: number; handler: Promise<FunctionHandler> }>()
let queue: Promise<unknown> = Promise.resolve()

function importOnce(file: string, mtime: number): Promise<FunctionHandler> {
  const run = async (): Promise<FunctionHandler> => {
    const box: { handler: FunctionHandler | null } = { handler: null }
    setCapture((h) => (box.handler = h))
    try {
      await import(`${pathToFileURL(file).href}?v=${Math.floor(mtime)}`)
    } catch (error) {
      throw new BootError(error instanceof Error ? error.message : String(error), { cause: error })
    } finally {
      setCapture(null)
    }
    if (!box.handler) throw new BootError('the function did not call Deno.serve(handler)')
    return box.handler
  }
  const next = queue.then(run, run)
  queue = next.catch(() => undefined)
  return next
}

export function loadFunction(file: string, mtime: number): Promise<FunctionHandler> {
  const hit = loaded.get(file)
  if (hit && hit.mtime === mtime) return hit.handler
  const handler = importOnce(file, mtime)
  loaded.set(file, { mtime, handler })
  handler.catch(() => {
    if (loaded.get(file)?.handler === handler) loaded.delete(file)
  })
  return handler
}
