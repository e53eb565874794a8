import { describe, expect, it } from 'vitest'
import { robotsTxt, siteOrigin, sitemapXml } from '../../../build/seo-files.ts'
import { PUBLIC_PATHS } from '@/lib/access.ts'

/** RFC 9309 with Google's longest-match rule and "$": is `path` allowed by `robots`? */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((l) => /^(Allow|Disallow): (.+)$/.exec(l))
    .filter((m) => m !== null)
    .map((m) => ({ allow: m[1] === 'Allow', pattern: m[2]! }))
  const matches = rules.filter(({ pattern }) =>
    pattern.endsWith('$') ? path === pattern.slice(0, -1) : path.startsWith(pattern),
  )
  matches.sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow))
  return matches[0]?.allow ?? true
}

describe('robots.txt', () => {
  const robots = robotsTxt('https://craftlink.example')

  it('lets crawlers read the public pages and the files that render them, nothing else', () => {
    for (const path of PUBLIC_PATHS) expect(allowed(robots, path), path).toBe(true)
    expect(allowed(robots, '/assets/index-abc123.js')).toBe(true)
    expect(allowed(robots, '/icons/icon-192.png')).toBe(true)
    for (const path of ['/jobs', '/settings', '/profile/1', '/admin', '/chat', '/my-work'])
      expect(allowed(robots, path), path).toBe(false)
  })

  it('names the sitemap by its absolute URL', () => {
    expect(robots).toContain('\nSitemap: https://craftlink.example/sitemap.xml\n')
  })
})

describe('sitemap.xml', () => {
  it('lists every public page once, absolute', () => {
    const xml = sitemapXml('https://craftlink.example')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([...PUBLIC_PATHS].map((p) => `https://craftlink.example${p}`))
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
  })

  it('escapes what XML would misread', () => {
    expect(sitemapXml('https://a.example', ['/x?a=1&b=<2>'])).toContain(
      '<loc>https://a.example/x?a=1&amp;b=&lt;2&gt;</loc>',
    )
  })
})

describe('the site URL', () => {
  it('defaults to the local preview and keeps only the origin', () => {
    expect(siteOrigin(undefined)).toBe('http://localhost:4173')
    expect(siteOrigin(' https://craftlink.ca/app/ ')).toBe('https://craftlink.ca')
  })

  it('refuses what is not http(s)', () => {
    expect(() => siteOrigin('ftp://craftlink.ca')).toThrow(/SITE_URL must be an http\(s\) URL/)
  })
})
