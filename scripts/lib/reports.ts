// Reads the machine-readable results that vitest and Playwright write, as pass/fail/skip counts.
import { existsSync, readFileSync } from 'node:fs'

export interface Counts {
  passed: number
  failed: number
  skipped: number
}

export const ZERO: Counts = { passed: 0, failed: 0, skipped: 0 }

export function add(a: Counts, b: Counts): Counts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  }
}

function readJson(file: string): unknown {
  if (!existsSync(file)) return null
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

/** vitest's JSON reporter (Jest-compatible totals). */
export function vitestCounts(file: string): Counts | null {
  const r = readJson(file) as Record<string, unknown> | null
  if (!r) return null
  return {
    passed: num(r.numPassedTests),
    failed: num(r.numFailedTests),
    skipped: num(r.numPendingTests) + num(r.numTodoTests),
  }
}

/** Playwright's JSON reporter: expected = passed, unexpected = failed, flaky passed on retry. */
export function playwrightCounts(file: string): Counts | null {
  const r = readJson(file) as { stats?: Record<string, unknown> } | null
  if (!r?.stats) return null
  const s = r.stats
  return {
    passed: num(s.expected) + num(s.flaky),
    failed: num(s.unexpected),
    skipped: num(s.skipped),
  }
}

export function summaryLine(c: Counts): string {
  return `${c.passed} passed, ${c.failed} failed` + (c.skipped > 0 ? `, ${c.skipped} skipped` : '')
}
