// The production build is an installable web app: Chromium's own check finds nothing missing,
// and the manifest carries what the home screen and app switcher need.
import { expect, test } from '@playwright/test'
import { launchProfile, waitForOfflineReady } from './pwa-helpers.ts'

test('Chromium reports no installability errors', async ({ baseURL }) => {
  const context = await launchProfile()
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(baseURL ?? '/')
    await waitForOfflineReady(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
  }
})

test('the manifest names the app, its icons and shortcuts', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({
    name: 'CraftLink',
    short_name: 'CraftLink',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en',
  })
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
    ['Find Jobs', '/jobs'],
    ['Post a Job', '/post-job'],
    ['Messages', '/chat'],
  ])
  const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>
  for (const want of ['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']) {
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toContain(want)
  }
  // Each icon is a real PNG of the size it claims (width and height from the IHDR chunk).
  for (const icon of icons) {
    const body = await (await request.get(icon.src)).body()
    expect(body.subarray(1, 4).toString('ascii'), icon.src).toBe('PNG')
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
  }
})

test('index.html carries the iOS home-screen tags', async ({ page }) => {
  await page.goto('/')
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  expect(touchIcon).toBeTruthy()
  expect((await page.request.get(touchIcon ?? '')).headers()['content-type']).toContain('image/png')
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute(
    'content',
    'yes',
  )
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/)
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  )
})
