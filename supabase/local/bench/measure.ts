// The benchmark proper, run in a child process on an already initialised data directory so
// its peak RSS reflects serving, not the one-off initdb. Prints one JSON line of results.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { createJwt } from '../jwt.ts'
import { createLocalServer } from '../server.ts'
import type { RunningServer } from '../types.ts'
import { BENCH_ROWS, BENCH_TABLE } from './schema.ts'

export interface BenchResults {
  pull: { rowsPerSecond: number; msPerPage: number; rows: number; runs: number[] }
  signIn: { p50: number; p95: number; count: number } | { error: string }
  realtime: { p50: number; p95: number; count: number } | { error: string }
  rss: { peakMb: number; afterMb: number }
}

const PAGE = 1000
const PASSWORD = 'Bench-pass-2026!'

export interface Target {
  url: string
  anonKey: string
  jwtSecret: string
}

const targetOf = (server: RunningServer): Target => ({
  url: server.url,
  anonKey: server.config.anonKey,
  jwtSecret: server.config.jwtSecret,
})

function client(target: Target, token?: string): SupabaseClient {
  return createClient(target.url, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    ...(token ? { accessToken: async () => token } : {}),
  })
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
const round = (n: number): number => Math.round(n * 10) / 10

/** Pulls the whole table exactly as RxDB's replication-supabase pull handler does. */
async function pullAll(db: SupabaseClient): Promise<number> {
  let checkpoint: { id: string; modified: string } | null = null
  let rows = 0
  for (;;) {
    let query = db.from(BENCH_TABLE).select('*')
    if (checkpoint) {
      const { id, modified } = checkpoint
      query = query.or(`"_modified".gt.${modified},and("_modified".eq.${modified},"id".gt.${id})`)
    }
    const { data, error } = await query.order('_modified').order('id').limit(PAGE)
    if (error) throw new Error(`pull failed: ${error.message}`)
    const page = data as Array<{ id: string; _modified: string }>
    rows += page.length
    const last = page.at(-1)
    if (!last || page.length < PAGE) return rows
    checkpoint = { id: last.id, modified: last._modified }
  }
}

export async function benchPull(target: Target): Promise<BenchResults['pull']> {
  const token = await createJwt(target.jwtSecret).sign({
    sub: crypto.randomUUID(),
    role: 'authenticated',
    aud: 'authenticated',
  })
  const db = client(target, token)
  await pullAll(db) // warm-up: JIT, plan and schema caches
  const runs: number[] = []
  let rows = 0
  // Best of five: on a shared machine the slowest runs measure the neighbours, not the server.
  for (let i = 0; i < 5; i++) {
    const started = performance.now()
    rows = await pullAll(db)
    runs.push(performance.now() - started)
  }
  if (rows !== BENCH_ROWS) throw new Error(`pull returned ${rows} rows, expected ${BENCH_ROWS}`)
  const best = Math.min(...runs)
  return {
    rowsPerSecond: Math.round(rows / (best / 1000)),
    msPerPage: round(best / Math.ceil(rows / PAGE)),
    rows,
    runs: runs.map(round),
  }
}

export async function benchSignIn(target: Target): Promise<BenchResults['signIn']> {
  const email = `bench-${Date.now()}@example.com`
  const signUp = await client(target).auth.signUp({ email, password: PASSWORD })
  if (signUp.error) return { error: `sign-up failed: ${signUp.error.message}` }
  const times: number[] = []
  for (let i = 0; i < 22; i++) {
    const started = performance.now()
    const { error } = await client(target).auth.signInWithPassword({ email, password: PASSWORD })
    if (error) return { error: `sign-in failed: ${error.message} (${error.code ?? error.status})` }
    if (i >= 2) times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    count: times.length,
  }
}

async function benchRealtimeIfPresent(server: RunningServer): Promise<BenchResults['realtime']> {
  const file = path.join(import.meta.dirname, 'realtime.ts')
  if (!existsSync(file)) return { error: 'realtime benchmark not available' }
  try {
    const mod = (await import(file)) as {
      benchRealtime(s: RunningServer): Promise<{ p50: number; p95: number; count?: number }>
    }
    const r = await mod.benchRealtime(server)
    return { p50: r.p50, p95: r.p95, count: r.count ?? 200 }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

function peakRssMb(): number {
  // maxRSS is in kilobytes: the high-water mark of this process.
  return Math.round(process.resourceUsage().maxRSS / 1024)
}

export async function measure(dataDir: string): Promise<BenchResults> {
  const server = await createLocalServer({
    port: 0,
    dataDir,
    migrationsDir: null,
    seedFile: null,
    functionsDir: null,
    rateLimits: {
      signInPerIpPerMinute: 10_000,
      signInPerEmailPerMinute: 10_000,
      emailPerHour: 10_000,
      tokenVerificationsPer5Minutes: 10_000,
    },
  })
  try {
    const pull = await benchPull(targetOf(server))
    const signIn = await benchSignIn(targetOf(server)).catch((e: unknown) => ({
      error: (e as Error).message,
    }))
    const realtime = await benchRealtimeIfPresent(server)
    return {
      pull,
      signIn,
      realtime,
      rss: { peakMb: peakRssMb(), afterMb: Math.round(process.memoryUsage().rss / 1048576) },
    }
  } finally {
    await server.close()
  }
}

if (process.argv[2] === '--data-dir' && process.argv[3]) {
  const results = await measure(process.argv[3])
  process.stdout.write(`BENCH_RESULTS ${JSON.stringify(results)}\n`)
  process.exit(0)
}
