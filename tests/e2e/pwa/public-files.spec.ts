// The files crawlers and browsers ask for by name are real files, not the app's HTML (the SPA
// fallback used to answer /robots.txt and /favicon.ico with index.html or a 404).
import { expect, test } from '@playwright/test'

test('robots.txt and the sitemap describe the public pages', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
  const text = await robots.text()
  expect(text).toMatch(/^User-agent: \*\n/)
  expect(text).toContain('\nAllow: /pricing\n')
  expect(text).toContain('\nDisallow: /\n')
  const sitemapUrl = /\nSitemap: (\S+)\n/.exec(text)?.[1]
  expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/)

  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toMatch(/xml/)
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  )
  expect(locs).toEqual(['/', '/auth', '/pricing', '/help', '/privacy', '/terms', '/contact'])
  expect(baseURL).toBeTruthy()
})

test('/favicon.ico is an icon', async ({ request }) => {
  const icon = await request.get('/favicon.ico')
  expect(icon.status()).toBe(200)
  const bytes = await icon.body()
  // ICONDIR: reserved 0, type 1 (icon), then a PNG image.
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0])
  expect(bytes.subarray(22, 26).toString('latin1')).toBe('\x89PNG')
})
