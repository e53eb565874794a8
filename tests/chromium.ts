// How every Playwright run here launches Chromium (e2e specs and browser benchmarks): Debian's
// build, or the one CHROMIUM_PATH names on other machines; headless, without background traffic.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
