// `npm test`: typecheck, lint, unit, integration, end-to-end, in that order, stopping at the
// first failure. The last line is the total over every runner: "N passed, N failed[, N skipped]".
// Typecheck and lint count as one check each; test runners count their tests.
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { findChromium, MISSING_CHROMIUM } from '../tests/chromium.ts'
import { bin, ROOT, run } from './lib/processes.ts'
import {
  add,
  playwrightCounts,
  summaryLine,
  vitestCounts,
  ZERO,
  type Counts,
} from './lib/reports.ts'

const RESULTS = path.join(ROOT, 'test-results')
mkdirSync(RESULTS, { recursive: true })

let total: Counts = ZERO

function finish(failedStep: string | null): never {
  if (failedStep) console.error(`\n✖ ${failedStep} failed; later steps were not run.`)
  console.log(`\n${summaryLine(total)}`)
  process.exit(failedStep ? 1 : 0)
}

async function check(label: string, cmd: string, args: string[]): Promise<void> {
  const code = await run(cmd, args, { label })
  total = add(total, code === 0 ? { ...ZERO, passed: 1 } : { ...ZERO, failed: 1 })
  if (code !== 0) finish(label)
}

async function vitest(label: string, project: string): Promise<void> {
  const out = path.join(RESULTS, `vitest-${project}.json`)
  rmSync(out, { force: true })
  const code = await run(
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    { label },
  )
  const counts = vitestCounts(out) ?? (code === 0 ? ZERO : { ...ZERO, failed: 1 })
  // A crash before any test ran still has to show as a failure.
  total = add(total, code !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts)
  if (code !== 0) finish(label)
}

async function e2e(): Promise<void> {
  const out = path.join(RESULTS, 'e2e-report.json')
  rmSync(out, { force: true })
  const code = await run(process.execPath, [path.join(ROOT, 'scripts', 'e2e.ts')], {
    label: 'End-to-end (Playwright)',
  })
  const counts = playwrightCounts(out) ?? ZERO
  total = add(total, code !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts)
  if (code !== 0) finish('End-to-end')
}

// Stop before the long steps, not inside the end-to-end suite at the end.
if (!findChromium()) {
  console.error(MISSING_CHROMIUM)
  total = add(total, { ...ZERO, failed: 1 })
  finish('Looking for Chromium')
}
await check('Typecheck', bin('tsc'), ['-p', 'tsconfig.app.json'])
await check('Typecheck (service worker)', bin('tsc'), ['-p', 'tsconfig.sw.json'])
await check('Typecheck (node: scripts, backend, tests)', bin('tsc'), ['-p', 'tsconfig.node.json'])
await check('Lint', bin('eslint'), ['.', '--max-warnings', '0'])
await vitest('Unit tests', 'unit')
await vitest('Integration tests', 'integration')
// Hosted Supabase runs real Postgres: the same bootstrap, migrations and seed must apply there.
// CI installs PostgreSQL 15 (.ci/run); a developer machine without it skips this one check.
if (existsSync('/usr/lib/postgresql/15/bin/initdb') || process.env.CI) {
  await check('Migrations on PostgreSQL 15', 'bash', [
    path.join(ROOT, 'supabase/tests/pg15/check.sh'),
  ])
} else {
  console.log('\nSkipping the PostgreSQL 15 check: apt-get install -y postgresql-15 to run it.')
}
await e2e()
finish(null)
