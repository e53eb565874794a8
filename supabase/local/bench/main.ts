// `npm run bench:backend`: REST keyset-pull throughput, sign-in latency, realtime propagation
// and peak RSS of the embedded backend over 10k rows, printed as a table against the targets.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { createLocalServer } from '../server.ts'
import type { BenchResults } from './measure.ts'
import { BENCH_ROWS, BENCH_SQL } from './schema.ts'
import { measureStandalone, type StandaloneResult } from './standalone.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'craftlink-bench-'))

async function prepare(): Promise<void> {
  // Bootstrap and fill the data directory here, so the measuring child never runs initdb.
  const server = await createLocalServer({
    port: 0,
    dataDir,
    migrationsDir: null,
    seedFile: null,
    functionsDir: null,
    extraSql: BENCH_SQL,
  })
  await server.close()
}

function runChild(): Promise<BenchResults> {
  // Liftoff only: V8's optimising recompile of PGlite's large WASM module costs ~500 MB of
  // peak memory and seconds of CPU, for no gain in this workload (measured: same pull speed).
  const child = spawn(
    process.execPath,
    ['--liftoff-only', path.join(import.meta.dirname, 'measure.ts'), '--data-dir', dataDir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('BENCH_RESULTS '))
      if (code === 0 && line)
        resolve(JSON.parse(line.slice('BENCH_RESULTS '.length)) as BenchResults)
      else reject(new Error(`benchmark process exited with ${code}:\n${out}`))
    })
  })
}

type Row = [metric: string, result: string, target: string, ok: boolean | null]

function table(r: BenchResults, alone: StandaloneResult): Row[] {
  const rows: Row[] = [
    [
      'REST keyset pull (1000-row pages)',
      `${r.pull.rowsPerSecond.toLocaleString('en-US')} rows/s (${r.pull.msPerPage} ms/page, best of 5)`,
      '>= 20,000 rows/s',
      r.pull.rowsPerSecond >= 20_000,
    ],
  ]
  if ('error' in r.realtime)
    rows.push(['Realtime write -> subscriber', r.realtime.error, 'p95 <= 50 ms', null])
  else
    rows.push([
      'Realtime write -> subscriber',
      `p50 ${r.realtime.p50} ms, p95 ${r.realtime.p95} ms (${r.realtime.count} inserts)`,
      'p95 <= 50 ms',
      r.realtime.p95 <= 50,
    ])
  if ('error' in r.signIn) rows.push(['Sign-in (password grant)', r.signIn.error, 'reported', null])
  else
    rows.push([
      'Sign-in (password grant)',
      `p50 ${r.signIn.p50} ms, p95 ${r.signIn.p95} ms (${r.signIn.count} sign-ins)`,
      'reported',
      null,
    ])
  rows.push([
    'Peak RSS, server process alone',
    `${alone.peakMb} MB (under pull + sign-in load, ${alone.rowsPerSecond.toLocaleString('en-US')} rows/s)`,
    '< 300 MB',
    alone.peakMb < 300,
  ])
  rows.push([
    'Peak RSS, server + bench clients',
    `${r.rss.peakMb} MB (one process, incl. realtime)`,
    'reported',
    null,
  ])
  return rows
}

try {
  const started = performance.now()
  process.stdout.write(`Preparing ${BENCH_ROWS.toLocaleString('en-US')} rows... `)
  await prepare()
  console.log(`done in ${Math.round(performance.now() - started)} ms`)
  const results = await runChild()
  const alone = await measureStandalone(dataDir)
  const rows = table(results, alone)
  const headers: Row = ['Metric', 'Result', 'Target', null]
  const widths = [0, 1, 2].map((i) =>
    Math.max(...[headers, ...rows].map((row) => String(row[i]).length)),
  )
  const line = (row: Row) =>
    [0, 1, 2].map((i) => String(row[i]).padEnd(widths[i] ?? 0)).join('  ') +
    '  ' +
    (row[3] === null ? '' : row[3] ? 'PASS' : 'FAIL')
  console.log(`\nCraftLink local backend benchmark, ${BENCH_ROWS.toLocaleString('en-US')} rows\n`)
  console.log(line(headers).trimEnd())
  console.log(widths.map((w) => '-'.repeat(w)).join('  ') + '  ----')
  for (const row of rows) console.log(line(row))
  console.log(`\nPull runs (ms, 10k rows each): ${results.pull.runs.join(', ')}`)
  console.log(
    `Load average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')} on ${availableParallelism()} CPUs`,
  )
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
