// robots.txt and sitemap.xml, built from the app's public pages (src/lib/access.ts): crawlers may
// read what a visitor can open without an account, and nothing else (the rest needs a session and
// the crawler protection scores automated visits there). Without these files the SPA fallback
// answered /robots.txt with the app's HTML.
import type { Plugin } from 'vite'
import { PUBLIC_PATHS } from '../src/lib/access.ts'

/** Where the app is served; the sitemap protocol wants absolute URLs. */
export const DEFAULT_SITE_URL = 'http://localhost:4173'

/** Built files crawlers need to render the public pages. */
const RENDER_PATHS = ['/assets/', '/icons/', '/manifest.webmanifest', '/favicon.ico']

export function siteOrigin(raw: string | undefined): string {
  const url = new URL(raw && raw.trim() !== '' ? raw.trim() : DEFAULT_SITE_URL)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must be an http(s) URL, got "${raw}"`)
  }
  return url.origin
}

export function robotsTxt(origin: string, publicPaths: Iterable<string> = PUBLIC_PATHS): string {
  // "/$" is the home page alone ("/" would allow everything); Google and Bing read "$".
  const allowed = [...publicPaths].map((p) => (p === '/' ? '/$' : p))
  return [
    'User-agent: *',
    ...[...allowed, ...RENDER_PATHS].map((p) => `Allow: ${p}`),
    'Disallow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function sitemapXml(origin: string, publicPaths: Iterable<string> = PUBLIC_PATHS): string {
  const urls = [...publicPaths].map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Emits both files into the build and serves them in `vite dev`. */
export function seoFiles(siteUrl = process.env.SITE_URL): Plugin {
  const origin = siteOrigin(siteUrl)
  const files: Record<string, { type: string; body: string }> = {
    '/robots.txt': { type: 'text/plain; charset=utf-8', body: robotsTxt(origin) },
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: sitemapXml(origin) },
  }
  return {
    name: 'craftlink-seo-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files[(req.url ?? '').split('?')[0] ?? '']
        if (!file) return next()
        res.setHeader('content-type', file.type)
        res.end(file.body)
      })
    },
    generateBundle() {
      for (const [path, file] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: file.body })
      }
    },
  }
}
