// Which Chromium the e2e tests and benches launch (tests/chromium.ts): a wrong CHROMIUM_PATH is
// reported as missing at once, not at the first browser launch.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findChromium } from '../../chromium.ts'

describe('findChromium', () => {
  it('uses the binary CHROMIUM_PATH names when it exists', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'chromium-lookup-')), 'chrome')
    writeFileSync(file, '')
    expect(findChromium({ CHROMIUM_PATH: file })).toBe(file)
  })

  it('finds nothing when CHROMIUM_PATH names a missing file, whatever else is installed', () => {
    expect(findChromium({ CHROMIUM_PATH: '/nowhere/chromium' })).toBeNull()
  })

  it('npm test stops at once, naming what to install, when there is none', () => {
    const run = spawnSync(process.execPath, ['scripts/test-all.ts'], {
      env: { ...process.env, CHROMIUM_PATH: '/nowhere/chromium' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('npx playwright install chromium')
    expect(run.stderr).toContain('Looking for Chromium failed')
    expect(run.stdout).not.toContain('Typecheck')
    expect(run.stdout.trim().split('\n').at(-1)).toBe('0 passed, 1 failed')
  })
})
