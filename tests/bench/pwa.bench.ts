// PWA size budget, read from a production build in dist/ (run `npm run build` first):
// the entry chunk gzipped (the shell's first download) and the precache total (what one online
// visit stores so the app starts offline).
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { appCodeOf } from '../../build/prerender-html.ts'
import type { BenchResult } from './types.ts'

const DEFAULT_DIST = join(import.meta.dirname, '..', '..', 'dist')
const KB = 1000
const MB = 1000 * 1000

/** The precache URLs Workbox injected into sw.js (same reading as build/pwa.ts's build guard). */
function readPrecacheUrls(swSource: string): string[] {
  return [...swSource.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '')
}

const round = (value: number) => Math.round(value * 100) / 100

function gzippedBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length
}

/** Local URLs in index.html of the given kind (stylesheets). */
function assetsOf(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => (m[1] ?? '').replace(/^\//, ''))
}

export async function run(distDir = DEFAULT_DIST): Promise<BenchResult[]> {
  const indexPath = join(distDir, 'index.html')
  const swPath = join(distDir, 'sw.js')
  if (!existsSync(indexPath) || !existsSync(swPath)) {
    throw new Error(`No production build in ${distDir}: run \`npm run build\` first.`)
  }
  const html = readFileSync(indexPath, 'utf8')
  // The prerendered index.html lists the app's code for its inline script to load.
  const code = appCodeOf(html)
  const entry = code.entry.replace(/^\//, '')
  const preloads = [...code.preloads, ...code.replica].map((url) => url.replace(/^\//, ''))
  const styles = assetsOf(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)
  const initial = [entry, ...preloads, ...styles]

  const visitorJs = [entry, ...code.preloads.map((url) => url.replace(/^\//, ''))].reduce(
    (sum, file) => sum + gzippedBytes(join(distDir, file)),
    0,
  )

  const precache = readPrecacheUrls(readFileSync(swPath, 'utf8'))
  const precacheBytes = precache.reduce((sum, url) => sum + statSync(join(distDir, url)).size, 0)

  return [
    {
      name: 'pwa: entry chunk (gzip)',
      value: round(gzippedBytes(join(distDir, entry)) / KB),
      unit: 'KB',
      target: '<= 200 KB',
    },
    {
      // What a cold visitor's public page loads to work (the prerendered HTML paints without it).
      name: "pwa: first load JS of a visitor's page, entry + its static imports (gzip)",
      value: round(visitorJs / KB),
      unit: 'KB',
      target: '<= 250 KB',
      ok: visitorJs <= 250 * KB,
    },
    {
      name: 'pwa: first load, signed in: entry + preloads + replica + CSS (gzip)',
      value: round(initial.reduce((sum, file) => sum + gzippedBytes(join(distDir, file)), 0) / KB),
      unit: 'KB',
    },
    {
      name: 'pwa: precache total',
      value: round(precacheBytes / MB),
      unit: 'MB',
      target: '<= 2.5 MB',
    },
    { name: 'pwa: precache entries', value: precache.length, unit: 'files' },
  ]
}
