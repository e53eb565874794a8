// Ambient declarations for the parts of the Deno runtime our edge functions use. Hosted Supabase
// runs them on Deno; the local backend (supabase/local/functions) provides a shim with the same
// surface, so the functions typecheck under the project's Node tsconfig and run unmodified in both.

declare namespace Deno {
  interface ServeHandlerInfo {
    remoteAddr: { transport: 'tcp' | 'udp'; hostname: string; port: number }
    completed: Promise<void>
  }

  type ServeHandler = (request: Request, info: ServeHandlerInfo) => Response | Promise<Response>

  interface ServeOptions {
    port?: number
    hostname?: string
    signal?: AbortSignal
    onListen?: (localAddr: { hostname: string; port: number }) => void
    onError?: (error: unknown) => Response | Promise<Response>
  }

  interface HttpServer {
    readonly finished: Promise<void>
    shutdown(): Promise<void>
    ref(): void
    unref(): void
  }

  function serve(handler: ServeHandler): HttpServer
  function serve(options: ServeOptions, handler: ServeHandler): HttpServer
  function serve(options: ServeOptions & { handler: ServeHandler }): HttpServer

  interface Env {
    get(key: string): string | undefined
    set(key: string, value: string): void
    delete(key: string): void
    has(key: string): boolean
    toObject(): Record<string, string>
  }

  const env: Env
}

/** Supabase's edge runtime global: keeps the worker alive until background work settles. */
declare namespace EdgeRuntime {
  function waitUntil(promise: Promise<unknown>): void
}

/** The Supabase function template's type-only import; its types are the declarations above. */
declare module 'jsr:@supabase/functions-js/edge-runtime.d.ts' {}
