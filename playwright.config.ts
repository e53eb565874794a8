// End-to-end tests in headless Chromium (Debian's) against the production build that
// scripts/e2e.ts serves; it passes the URLs in E2E_BASE_URL and E2E_SUPABASE_URL.
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/chromium.ts'

const isCI = Boolean(process.env.CI)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: isCI ? 2 : undefined,
  // Functional checks, not timings (those are benchmarks): a fresh profile's first load, sign-in
  // and first sync take 20-40 s on a loaded 2-core machine, so the budgets leave room for that.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://localhost:4173',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
