// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  add,
  playwrightCounts,
  summaryLine,
  vitestCounts,
  ZERO,
} from '../../scripts/lib/reports.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'reports-'))
const file = (name: string, body: unknown) => {
  const p = path.join(dir, name)
  writeFileSync(p, typeof body === 'string' ? body : JSON.stringify(body))
  return p
}

describe('test-all summary', () => {
  it('reads vitest totals', () => {
    const p = file('v.json', {
      numPassedTests: 7,
      numFailedTests: 1,
      numPendingTests: 2,
      numTodoTests: 1,
    })
    expect(vitestCounts(p)).toEqual({ passed: 7, failed: 1, skipped: 3 })
  })
  it('reads Playwright stats, counting flaky as passed', () => {
    const p = file('p.json', { stats: { expected: 9, unexpected: 2, skipped: 1, flaky: 1 } })
    expect(playwrightCounts(p)).toEqual({ passed: 10, failed: 2, skipped: 1 })
  })
  it('treats a missing or broken report as unknown', () => {
    expect(vitestCounts(path.join(dir, 'absent.json'))).toBeNull()
    expect(playwrightCounts(file('broken.json', '{not json'))).toBeNull()
  })
  it('prints the summary line, with skipped only when there are some', () => {
    const total = add(add(ZERO, { passed: 3, failed: 0, skipped: 0 }), {
      passed: 2,
      failed: 1,
      skipped: 0,
    })
    expect(summaryLine(total)).toBe('5 passed, 1 failed')
    expect(summaryLine({ passed: 1, failed: 0, skipped: 4 })).toBe('1 passed, 0 failed, 4 skipped')
    expect(summaryLine(total)).toMatch(/^\d+ passed, \d+ failed(, \d+ skipped)?$/)
  })
})
