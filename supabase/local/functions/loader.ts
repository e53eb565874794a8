// Loads `<functionsDir>/<name>/index.ts` unmodified through Node's own loader (type stripping,
// the npm: hooks) and keeps the handler it passes to Deno.serve. Each host gets its own module
// instance (its env may differ), and an edited entry file is loaded afresh.
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  installDenoShim,
  setLoadingScope,
  type FunctionHandler,
  type FunctionScope,
} from './deno-shim.ts'
import { installNpmHooks } from './npm-hooks.ts'

export class BootError extends Error {}

/** Import through Node itself: test runners rewrite `import()` in the modules they transform. */
const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>

const NAME_RE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/
let hostCounter = 0
let queue: Promise<unknown> = Promise.resolve()

export function entryFile(functionsDir: string | null, name: string): string | null {
  if (!functionsDir || !NAME_RE.test(name)) return null
  const file = path.join(functionsDir, name, 'index.ts')
  return existsSync(file) ? file : null
}

export interface FunctionLoader {
  load(file: string): Promise<FunctionHandler>
  env: Record<string, string>
}

export function createLoader(env: Record<string, string>): FunctionLoader {
  installDenoShim()
  installNpmHooks()
  const hostId = ++hostCounter
  const loaded = new Map<string, { mtime: number; handler: Promise<FunctionHandler> }>()

  const importOnce = (file: string, mtime: number): Promise<FunctionHandler> => {
    const run = async (): Promise<FunctionHandler> => {
      const box: { handler: FunctionHandler | null } = { handler: null }
      const scope: FunctionScope = { env, capture: (h) => (box.handler = h) }
      setLoadingScope(scope)
      try {
        await nativeImport(`${pathToFileURL(file).href}?host=${hostId}&v=${Math.floor(mtime)}`)
      } catch (error) {
        throw new BootError(error instanceof Error ? error.message : String(error), {
          cause: error,
        })
      } finally {
        setLoadingScope(null)
      }
      if (!box.handler) throw new BootError('the function did not call Deno.serve(handler)')
      return box.handler
    }
    const next = queue.then(run, run)
    queue = next.catch(() => undefined)
    return next
  }

  return {
    env,
    load(file) {
      const mtime = statSync(file).mtimeMs
      const hit = loaded.get(file)
      if (hit && hit.mtime === mtime) return hit.handler
      const handler = importOnce(file, mtime)
      loaded.set(file, { mtime, handler })
      // A failed boot is retried on the next request (the developer may have fixed the file).
      handler.catch(() => {
        if (loaded.get(file)?.handler === handler) loaded.delete(file)
      })
      return handler
    },
  }
}
