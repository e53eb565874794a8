// The slice of the Deno runtime Supabase edge functions use, for running them under Node (in
// the functions worker): `Deno.serve` hands the handler to the module load in progress, and
// `Deno.env` reads the host's variables (SUPABASE_URL, keys) over process.env.

export type FunctionHandler = (
  req: Request,
  info: Deno.ServeHandlerInfo,
) => Response | Promise<Response>

/** Receives the handler the module being imported passes to Deno.serve (loads are serialised). */
let capture: ((handler: FunctionHandler) => void) | null = null

export function setCapture(fn: ((handler: FunctionHandler) => void) | null): void {
  capture = fn
}

export function createEnv(vars: Record<string, string>): Deno.Env {
  const env: Deno.Env = {
    get: (key) => vars[key] ?? process.env[key],
    set: (key, value) => {
      vars[key] = value
    },
    delete: (key) => {
      delete vars[key]
      delete process.env[key]
    },
    has: (key) => env.get(key) !== undefined,
    toObject: () => {
      const base = Object.entries(process.env).filter(
        (e): e is [string, string] => e[1] !== undefined,
      )
      return { ...Object.fromEntries(base), ...vars }
    },
  }
  return env
}

function serve(...args: unknown[]): Deno.HttpServer {
  const last = args[args.length - 1] as unknown
  const handler =
    typeof last === 'function'
      ? (last as FunctionHandler)
      : ((last as { handler?: FunctionHandler } | undefined)?.handler ?? null)
  if (!handler) throw new TypeError('Deno.serve needs a handler function')
  if (!capture) throw new Error('Deno.serve called outside of a function load')
  capture(handler)
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

/** Installs the Deno and EdgeRuntime globals of this (worker) thread. */
export function installDenoShim(vars: Record<string, string>): void {
  const g = globalThis as Record<string, unknown>
  g.Deno = { serve, env: createEnv(vars) }
  g.EdgeRuntime = edgeRuntime
}
