// The slice of the Deno runtime Supabase edge functions use, for running them under Node:
// `Deno.serve` hands the handler to whichever host is loading the module, and `Deno.env`
// reads the variables of the host that is loading or running the function (several local
// servers can share one process in tests), falling back to process.env.
import { AsyncLocalStorage } from 'node:async_hooks'

export type FunctionHandler = (
  req: Request,
  info: Deno.ServeHandlerInfo,
) => Response | Promise<Response>

export interface FunctionScope {
  env: Record<string, string>
  /** Receives the handler a module passes to Deno.serve while it is being loaded. */
  capture?: (handler: FunctionHandler) => void
}

export const functionScope = new AsyncLocalStorage<FunctionScope>()
/** The scope of the module currently being imported (loads are serialised). */
let loadingScope: FunctionScope | null = null

export function setLoadingScope(scope: FunctionScope | null): void {
  loadingScope = scope
}

const currentScope = (): FunctionScope | null => functionScope.getStore() ?? loadingScope

const env: Deno.Env = {
  get: (key) => currentScope()?.env[key] ?? process.env[key],
  set: (key, value) => {
    const scope = currentScope()
    if (scope) scope.env[key] = value
    else process.env[key] = value
  },
  delete: (key) => {
    const scope = currentScope()
    if (scope) delete scope.env[key]
    else delete process.env[key]
  },
  has: (key) => env.get(key) !== undefined,
  toObject: () => {
    const base = Object.fromEntries(
      Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined),
    )
    return { ...base, ...(currentScope()?.env ?? {}) }
  },
}

function serve(...args: unknown[]): Deno.HttpServer {
  const last = args[args.length - 1] as unknown
  const handler =
    typeof last === 'function'
      ? (last as FunctionHandler)
      : ((last as { handler?: FunctionHandler } | undefined)?.handler ?? null)
  if (!handler) throw new TypeError('Deno.serve needs a handler function')
  const scope = currentScope()
  if (!scope?.capture) throw new Error('Deno.serve called outside of a function load')
  scope.capture(handler)
  const finished = Promise.resolve()
  return { finished, shutdown: () => finished, ref: () => {}, unref: () => {} }
}

const edgeRuntime = {
  waitUntil(promise: Promise<unknown>): void {
    Promise.resolve(promise).catch((error: unknown) =>
      console.error('[functions] background task failed:', error),
    )
  },
}

/** Installs the Deno and EdgeRuntime globals once per process. */
export function installDenoShim(): void {
  const g = globalThis as Record<string, unknown>
  if (g.Deno && (g.Deno as { __supabaseLocal?: boolean }).__supabaseLocal) return
  g.Deno = { serve, env, __supabaseLocal: true }
  g.EdgeRuntime = edgeRuntime
}
