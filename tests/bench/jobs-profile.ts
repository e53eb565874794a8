// Where Find Jobs spends its first-row time (a tool, not a bench suite): against an app and
// backend that are already running (PROFILE_APP_URL, default http://localhost:4311) and a browser
// profile kept in PROFILE_DIR (so the replica stays warm between runs), it reloads /jobs N times
// and prints every performance mark and measure up to the first row; with --cpu it also records a
// CDP CPU profile of one reload and prints the functions with the most self time.
// Usage: npx node tests/bench/jobs-profile.ts [--runs 5] [--cpu] [--path /jobs]
import { writeFileSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.ts'
import { summariseProfile, type CpuProfile } from './jobs-profile-summary.ts'
import { summariseTrace } from './jobs-trace-summary.ts'
import { signIn } from './sync-browser.ts'

const APP = process.env.PROFILE_APP_URL ?? 'http://localhost:4311'
const DIR = process.env.PROFILE_DIR ?? '/tmp/craftlink-jobs-profile'
const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback
}
const RUNS = Number(option('--runs', '5'))
const PATH = option('--path', '/jobs')

async function timeline(page: Page): Promise<string> {
  await page.waitForFunction(() => performance.getEntriesByName('jobs-list:first-row').length, {
    timeout: 30_000,
  })
  await page.waitForTimeout(1500)
  return page.evaluate(() => {
    const rows = performance
      .getEntries()
      .filter((e) => e.entryType === 'mark' || e.entryType === 'measure')
      .sort((a, b) => a.startTime - b.startTime)
      .map((e) => {
        const d = e.entryType === 'measure' ? ` (${e.duration.toFixed(1)} ms)` : ''
        return `    ${e.startTime.toFixed(0).padStart(6)} ${e.name}${d}`
      })
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return [`    ${nav.domContentLoadedEventEnd.toFixed(0).padStart(6)} DOMContentLoaded`, ...rows]
      .sort((a, b) => Number(a.trim().split(' ')[0]) - Number(b.trim().split(' ')[0]))
      .join('\n')
  })
}

const context = await chromium.launchPersistentContext(DIR, {
  baseURL: APP,
  ...chromiumLaunchOptions,
})
try {
  const page = context.pages()[0] ?? (await context.newPage())
  page.on('console', (m) => {
    if (m.type() === 'error' || m.text().startsWith('[profile]'))
      console.log(`  console: ${m.text()}`)
  })
  await page.goto(PATH)
  const landed = await Promise.race([
    page.waitForURL((u) => u.pathname === '/auth', { timeout: 60_000 }).then(() => 'auth'),
    page
      .getByTestId('jobs-count')
      .waitFor({ timeout: 60_000 })
      .then(() => 'jobs'),
  ])
  if (landed === 'auth') {
    await signIn(page, 'craftsman@example.com')
    await page.goto(PATH)
  }
  // The replica is warm once it holds every job (the bench's 10,000 plus the seed's 300).
  await page
    .getByTestId('jobs-count')
    .filter({ hasText: new RegExp(`^${option('--total', '10300')} jobs$`) })
    .waitFor({ timeout: 300_000 })
  console.log(`  ${await page.getByTestId('jobs-count').textContent()}`)
  for (let i = 0; i < RUNS; i++) {
    await page.reload()
    console.log(`  reload ${i + 1}:\n${await timeline(page)}`)
  }
  if (flag('--cpu') || flag('--trace')) {
    const cdp = await context.newCDPSession(page)
    const traced = new Promise<string>((resolve) =>
      cdp.once('Tracing.tracingComplete', (e: { stream?: string }) => resolve(e.stream ?? '')),
    )
    if (flag('--trace')) {
      await cdp.send('Tracing.start', {
        transferMode: 'ReturnAsStream',
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'blink.user_timing',
            'toplevel',
            'v8.execute',
            'v8',
            'loading',
          ],
        },
      })
    }
    if (flag('--cpu')) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
      await cdp.send('Profiler.start')
    }
    await page.reload()
    console.log(`  profiled reload:\n${await timeline(page)}`)
    const markAt = await page.evaluate(
      () => performance.getEntriesByName('jobs-list:first-row')[0]!.startTime,
    )
    let profileStart = 0
    if (flag('--cpu')) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }
      writeFileSync('/tmp/jobs-reload.cpuprofile', JSON.stringify(profile))
      profileStart = profile.startTime
      console.log(summariseProfile(profile, 40))
    }
    if (flag('--trace')) {
      await cdp.send('Tracing.end')
      const stream = await traced
      let text = ''
      for (;;) {
        const chunk = (await cdp.send('IO.read', { handle: stream })) as {
          data: string
          eof: boolean
        }
        text += chunk.data
        if (chunk.eof) break
      }
      await cdp.send('IO.close', { handle: stream })
      writeFileSync('/tmp/jobs-reload.trace.json', text)
      const parsed = JSON.parse(text) as { traceEvents: never[] } | never[]
      const events = Array.isArray(parsed) ? parsed : parsed.traceEvents
      console.log(summariseTrace(events, 'jobs-list:first-row', markAt))
      const mark = (events as Array<{ name: string; ts: number }>).find(
        (e) => e.name === 'jobs-list:first-row',
      )
      if (mark && profileStart) {
        // Offsets of the page's marks inside the CPU profile (same clock as the trace).
        const rowAt = (mark.ts - profileStart) / 1000
        const marks = await page.evaluate(() =>
          performance.getEntriesByType('mark').map((m) => [m.name, m.startTime] as const),
        )
        const shifted = marks.map(([n, t]) => `${n}@${(rowAt - markAt + t).toFixed(0)}`)
        console.log(`  CPU profile offsets: ${shifted.join(' ')}`)
      }
    }
  }
} finally {
  await context.close()
}
