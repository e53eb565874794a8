// How every Playwright run here launches Chromium (e2e specs and browser benchmarks): the one
// CHROMIUM_PATH names, Debian's build, or Playwright's own once `npx playwright install chromium`
// has fetched it; headless, without background traffic.
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const DEBIAN_CHROMIUM = '/usr/bin/chromium'

export const MISSING_CHROMIUM =
  'No Chromium for the end-to-end tests. Install one: `npx playwright install chromium` ' +
  "(any system), Debian's `apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium or " +
  'Chrome binary.'

/** The Chromium binary to launch, or null when none is installed (or CHROMIUM_PATH is wrong). */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const named = env.CHROMIUM_PATH
  if (named) return existsSync(named) ? named : null
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
  try {
    const own = chromium.executablePath()
    return own && existsSync(own) ? own : null
  } catch {
    return null
  }
}

export const chromiumLaunchOptions = {
  executablePath: findChromium() ?? DEBIAN_CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
