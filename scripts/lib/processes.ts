// Child processes for the npm scripts: run a command to completion, or start a long-running
// service, wait until it is ready, and stop it cleanly. Node 24 runs this file directly.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..', '..')

/** A binary installed in node_modules/.bin (so scripts work without npm on PATH). */
export function bin(name: string): string {
  const local = path.join(ROOT, 'node_modules', '.bin', name)
  return existsSync(local) ? local : name
}

export interface RunOptions {
  env?: Record<string, string | undefined>
  label?: string
}

/** Runs a command with inherited output; resolves to its exit code (1 when killed by a signal). */
export function run(cmd: string, args: string[], opts: RunOptions = {}): Promise<number> {
  if (opts.label) console.log(`\n▶ ${opts.label}`)
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...opts.env },
    })
    child.on('error', (error) => {
      console.error(`Could not run ${cmd}: ${error.message}`)
      resolve(127)
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

export interface Service {
  name: string
  child: ChildProcess
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number>
  stop(): Promise<number>
}

export interface ServiceOptions extends RunOptions {
  /** Resolves readiness when a line of output matches. */
  readyLine?: RegExp
  /** Or when this URL answers with any HTTP status. */
  readyUrl?: string
  timeoutMs?: number
}

/**
 * Starts a long-running process in its own process group (so a terminal Ctrl+C reaches only
 * us, and each service gets exactly one orderly SIGTERM), prefixing its output with its name.
 */
export async function startService(
  name: string,
  cmd: string,
  args: string[],
  opts: ServiceOptions = {},
): Promise<Service> {
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const exited = new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal === 'SIGTERM' ? 0 : 1)))
    child.on('error', () => resolve(127))
  })
  let sawReadyLine = false
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split(/\r?\n/)) {
      if (line.trim() === '') continue
      console.log(`[${name}] ${line}`)
      if (opts.readyLine?.test(line)) sawReadyLine = true
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)

  const stop = async (): Promise<number> => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL')
        } catch {
          // Already gone.
        }
      }, 10_000)
      const code = await exited
      clearTimeout(timer)
      return code
    }
    return exited
  }

  const deadline = Date.now() + (opts.timeoutMs ?? 60_000)
  let ended = false
  void exited.then(() => (ended = true))
  while (Date.now() < deadline) {
    if (ended) throw new Error(`${name} exited before it was ready`)
    if (opts.readyLine && sawReadyLine) return { name, child, exited, stop }
    if (opts.readyUrl && (await answers(opts.readyUrl))) return { name, child, exited, stop }
    await new Promise((r) => setTimeout(r, 200))
  }
  await stop()
  throw new Error(`${name} was not ready within ${Math.round((opts.timeoutMs ?? 60_000) / 1000)} s`)
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) })
    await res.body?.cancel()
    return true
  } catch {
    return false
  }
}

/** Port from an environment variable, or the default; exits with a clear message if invalid. */
export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} must be a port number between 1 and 65535, got "${raw}".`)
    process.exit(2)
  }
  return port
}

export const BACKEND_ENTRY = path.join(ROOT, 'supabase', 'local', 'main.ts')
/**
 * Node flags of the backend process (as `npm run backend` passes them): V8's optimising
 * recompile of PGlite's WebAssembly costs ~500 MB, and an uncapped young generation grows to
 * 128 MB under a burst of requests (docs/performance.md).
 */
export const BACKEND_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=16']
export const hasBackend = (): boolean => existsSync(BACKEND_ENTRY)
