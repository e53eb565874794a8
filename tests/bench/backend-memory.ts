// `npm run bench:memory`: the backend's memory before and after the issue 39 review's load
// (RLS checks, fuzzed requests, forged JWTs, a realtime flood; backend-memory-load.ts, run in its own
// process so only the server's memory counts). Prints RSS, V8 heap, external memory and
// PGlite's WebAssembly memory after start-up, right after the load, and once idle after a GC.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getHeapSpaceStatistics } from 'node:v8'
import { FUZZ_SQL } from '../integration/backend/fuzz/schema.ts'
import { createLocalServer } from '../../supabase/local/server.ts'

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
const gc = (globalThis as { gc?: () => void }).gc

const dataDir = mkdtempSync(path.join(tmpdir(), 'craftlink-memory-'))
const server = await createLocalServer({
  port: 0,
  dataDir,
  functionsDir: null,
  extraSql: FUZZ_SQL,
})

/** PGlite's WebAssembly memory: it grows with what Postgres allocates and never shrinks. */
function wasmBytes(): number {
  const mod = (server.ctx.db.pg as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod
  return mod?.HEAPU8?.length ?? 0
}

async function sample(label: string, collect: boolean) {
  if (collect && gc) {
    await new Promise((r) => setTimeout(r, 2000))
    gc()
  }
  const m = process.memoryUsage()
  return {
    moment: label,
    rss: mb(m.rss),
    heapUsed: mb(m.heapUsed),
    heapTotal: mb(m.heapTotal),
    external: mb(m.external),
    arrayBuffers: mb(m.arrayBuffers),
    wasm: mb(wasmBytes()),
    spaces: getHeapSpaceStatistics()
      .filter((s) => s.space_size > 4 * 1024 * 1024)
      .map((s) => `${s.space_name.replace('_space', '')} ${mb(s.space_size)}`)
      .join(', '),
  }
}

function load(): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'backend-memory-load.ts'),
      server.url,
      server.config.anonKey,
      server.config.serviceRoleKey,
      server.config.jwtSecret,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let out = ''
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('LOAD_DONE '))
      if (code === 0 && line) resolve(line.slice('LOAD_DONE '.length))
      else reject(new Error(`load exited with ${code}:\n${out}`))
    }),
  )
}

// Mute the server's per-request logging (sent mail, refused sign-ups) during the load.
const log = console.log
try {
  if (!gc) log('(run with --expose-gc for figures after a collection)')
  // Start-up buffers (initdb, migrations) are only collected after a while.
  await sample('warm-up', true)
  await new Promise((r) => setTimeout(r, 5000))
  const rows = [await sample('started', true)]
  console.log = () => {}
  let peak = 0
  const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 250)
  const summary = await load()
  clearInterval(watch)
  rows.push(await sample('after load', false))
  rows.push(await sample('idle, after GC', true))
  await new Promise((r) => setTimeout(r, 20_000))
  rows.push(await sample('idle 20 s more', true))
  console.log = log
  log(`Load: ${summary}`)
  log(`Peak RSS during the load: ${mb(peak)} MB`)
  console.table(rows)
} finally {
  console.log = log
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
}
