import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, matchesGlob, relative, resolve, sep } from 'node:path'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'
import type { Plugin, PluginOption, ResolvedConfig } from 'vite'
import { PUBLIC_PATHS } from '../src/lib/access.ts'
import { prerenderedFileName } from './prerender-html.ts'

// Service worker, web manifest and precache rules. The service worker is off in `dev` unless
// VITE_DEV_SW=true. Workbox only warns about files it leaves out of the precache (e.g. over
// 2 MiB), so precacheGuard() fails the build instead: an app that opens offline only after
// "most" chunks were cached is broken on a job site.

/** Largest file we precache. Workbox would silently skip bigger ones. */
export const MAX_PRECACHE_FILE_BYTES = 2 * 1024 * 1024

/** Everything the app can need offline: shell, every lazy chunk, CSS, fonts, icons. */
export const PRECACHE_GLOBS = [
  '**/*.{html,js,mjs,css,json,wasm,woff,woff2,ttf,otf,png,svg,ico,jpg,jpeg,webp,avif,gif}',
]

/**
 * Files in the build that are deliberately not precached: the service worker itself, source
 * maps (debugging only), the connectivity probe (it must always reach the network), the
 * crawlers' robots.txt and sitemap.xml, the install dialog's screenshots and the French
 * manifest (the browser fetches them before installing, never the app), and the prerendered
 * public pages other than index.html: the service worker answers every navigation with the shell
 * (sw/sw.ts), so only a first visit, from the server, ever reads them.
 */
export const NEVER_PRECACHE = [
  'sw.js',
  '**/*.map',
  'connectivity-probe.txt',
  'robots.txt',
  'sitemap.xml',
  'screenshots/**',
  'manifest.fr-CA.webmanifest',
  ...[...PUBLIC_PATHS].filter((p) => p !== '/').map(prerenderedFileName),
]

export const THEME_COLOR = '#e8590c'
export const BACKGROUND_COLOR = '#ffffff'

const icon = (size: number, purpose: 'any' | 'maskable') => ({
  src: `/icons/icon-${purpose === 'maskable' ? 'maskable-' : ''}${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
})

export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'CraftLink',
  short_name: 'CraftLink',
  description:
    "Jobs, crews, learning and chat for Canada's skilled trades. Works on the job site, even without signal.",
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['business', 'productivity', 'education', 'social'],
  icons: [icon(192, 'any'), icon(512, 'any'), icon(192, 'maskable'), icon(512, 'maskable')],
  shortcuts: [
    { name: 'Find Jobs', short_name: 'Jobs', url: '/jobs', icons: [icon(192, 'any')] },
    { name: 'Post a Job', short_name: 'Post', url: '/post-job', icons: [icon(192, 'any')] },
    { name: 'Messages', short_name: 'Messages', url: '/chat', icons: [icon(192, 'any')] },
  ],
  // Chrome's richer install dialog shows these (issue 41); sizes are the files' own.
  screenshots: [
    {
      src: '/screenshots/dashboard-narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'The craftsman dashboard on a phone: applications, answers and jobs in your trades',
    },
    {
      src: '/screenshots/home-wide.png',
      sizes: '1280x720',
      type: 'image/png',
      form_factor: 'wide',
      label: 'CraftLink home: open jobs by province and territory across Canada',
    },
  ],
  prefer_related_applications: false,
}

/** Names a build, so an open page and the tests can tell versions apart. */
function buildId(): string {
  return process.env.CRAFTLINK_BUILD_ID ?? process.env.npm_package_version ?? '0.0.0'
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    return entry.isDirectory() ? listFiles(full) : [full]
  })
}

/** The precache URLs Workbox injected into the built service worker. */
export function readPrecacheUrls(swSource: string): string[] {
  return [...swSource.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '')
}

/** Problems that would leave the app incomplete offline; empty when the precache is whole. */
export function findPrecacheProblems(outDir: string, maxBytes = MAX_PRECACHE_FILE_BYTES): string[] {
  const swPath = join(outDir, 'sw.js')
  let precached: Set<string>
  try {
    precached = new Set(readPrecacheUrls(readFileSync(swPath, 'utf8')))
  } catch {
    return [`${swPath} was not generated`]
  }
  if (precached.size === 0) return [`${swPath} has an empty precache manifest`]
  const problems: string[] = []
  for (const file of listFiles(outDir)) {
    const rel = relative(outDir, file).split(sep).join('/')
    if (NEVER_PRECACHE.some((glob) => matchesGlob(rel, glob))) continue
    const size = statSync(file).size
    if (size > maxBytes) problems.push(`${rel} is ${size} bytes, over the ${maxBytes}-byte limit`)
    else if (!precached.has(rel)) problems.push(`${rel} is not matched by the precache globs`)
  }
  return problems
}

/** Fails the build when any emitted file would be missing from the precache. */
function precacheGuard(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'craftlink:precache-guard',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      // After vite-plugin-pwa has built sw.js and injected the manifest.
      order: 'post',
      sequential: true,
      handler() {
        if (config.build.ssr) return
        const problems = findPrecacheProblems(resolve(config.root, config.build.outDir))
        if (problems.length > 0) {
          throw new Error(
            `Precache incomplete: the app would not open fully offline.\n  ${problems.join('\n  ')}`,
          )
        }
      },
    },
  }
}

/** Stamps the build id into index.html (read by the update flow's tests and support staff). */
function buildStamp(): Plugin {
  return {
    name: 'craftlink:build-stamp',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'craftlink-build', content: buildId() }, injectTo: 'head' },
    ],
  }
}

export function pwaPlugin(mode: string): PluginOption {
  return [
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // The globs already cover the icons; vite-plugin-pwa adds manifest.webmanifest itself.
      includeManifestIcons: false,
      devOptions: {
        enabled: mode === 'development' && process.env.VITE_DEV_SW === 'true',
        type: 'module',
        navigateFallback: 'index.html',
      },
      injectManifest: {
        globPatterns: PRECACHE_GLOBS,
        globIgnores: [...NEVER_PRECACHE, 'manifest.webmanifest'],
        maximumFileSizeToCacheInBytes: MAX_PRECACHE_FILE_BYTES,
        // Hashed file names already change with their content.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
    precacheGuard(),
    buildStamp(),
  ]
}
