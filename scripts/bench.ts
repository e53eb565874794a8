// `npm run bench`: runs every benchmark suite that exists and prints one table
// (`npm run bench -- lighthouse pwa`: only the suites named).
//  - tests/bench/*.bench.ts: each module exports `run(): Promise<BenchResult[]>`
//    (BenchResult in tests/bench/types.ts);
//  - `npm run bench:backend` when supabase/local/bench/main.ts exists (prints its own report).
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT, run } from './lib/processes.ts'

interface BenchResult {
  name: string
  value: number
  unit: string
  /** e.g. "<= 200" */
  target?: string
  ok?: boolean
}

const only = process.argv.slice(2)
const wanted = (suite: string) => only.length === 0 || only.includes(suite)

const benchDir = path.join(ROOT, 'tests', 'bench')
const suites = existsSync(benchDir)
  ? readdirSync(benchDir)
      .filter((f) => f.endsWith('.bench.ts') && wanted(f.replace(/\.bench\.ts$/, '')))
      .sort()
  : []

const rows: Array<BenchResult & { suite: string }> = []
let failures = 0
for (const file of suites) {
  const suite = file.replace(/\.bench\.ts$/, '')
  console.log(`\n▶ bench: ${suite}`)
  try {
    const mod = (await import(pathToFileURL(path.join(benchDir, file)).href)) as {
      run?: () => Promise<BenchResult[]>
    }
    if (typeof mod.run !== 'function') throw new Error('exports no run() function')
    for (const r of await mod.run()) rows.push({ ...r, suite })
  } catch (error) {
    failures++
    console.error(`  ${suite} failed: ${(error as Error).message}`)
  }
}

const backendBench = path.join(ROOT, 'supabase', 'local', 'bench', 'main.ts')
if (existsSync(backendBench) && wanted('backend')) {
  const code = await run(process.execPath, [backendBench], { label: 'bench: backend' })
  if (code !== 0) failures++
}

if (rows.length > 0) {
  const table = [
    ['suite', 'measure', 'value', 'target', 'met'],
    ...rows.map((r) => [
      r.suite,
      r.name,
      `${Number.isInteger(r.value) ? r.value : r.value.toFixed(2)} ${r.unit}`,
      r.target ?? '',
      r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED',
    ]),
  ]
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)))
  console.log('')
  for (const [i, row] of table.entries()) {
    console.log(
      row
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join('  ')
        .trimEnd(),
    )
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  }
} else if (suites.length === 0 && !existsSync(backendBench)) {
  console.log('No benchmark suites yet (tests/bench/*.bench.ts, supabase/local/bench/main.ts).')
}
process.exit(failures > 0 ? 1 : 0)
