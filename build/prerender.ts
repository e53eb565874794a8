// Prerenders the public pages (src/lib/access.ts) at build time: after the app's build has
// written dist/, a server-side build of src/prerender.tsx renders each page as a signed-out
// visitor's first paint, and the page is written as dist/index.html (home) or dist/<page>.html,
// the files `vite preview` and static hosts serve for those paths. A phone on a slow network
// then shows the page from HTML and CSS, before the application's JavaScript has arrived.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { PUBLIC_PATHS } from '../src/lib/access.ts'
import { prerenderedFileName, withPrerenderedPage } from './prerender-html.ts'

interface RenderModule {
  renderPage(path: string): Promise<{ html: string; title: string }>
}

/** `plugins`: what the server-side build needs of the app's own (aliases come from config). */
export function prerenderPublicPages(plugins: () => Plugin[]): Plugin {
  let config: ResolvedConfig
  return {
    name: 'craftlink:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    // Before the service worker's build reads dist/ for its precache list (closeBundle).
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (config.build.ssr) return
        const outDir = path.resolve(config.root, config.build.outDir)
        const serverDir = path.join(config.root, 'node_modules', '.cache', 'craftlink-prerender')
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          publicDir: false,
          plugins: [react(), ...plugins()],
          resolve: { alias: config.resolve.alias },
          ssr: { noExternal: true },
          build: {
            ssr: path.join(config.root, 'src', 'prerender.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            target: 'node22',
            sourcemap: false,
            minify: false,
          },
        })
        const entry = pathToFileURL(path.join(serverDir, 'prerender.js')).href
        const { renderPage } = (await import(`${entry}?t=${Date.now()}`)) as RenderModule
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8')
        for (const page of PUBLIC_PATHS) {
          const html = withPrerenderedPage(template, page, await renderPage(page))
          writeFileSync(path.join(outDir, prerenderedFileName(page)), html)
        }
        rmSync(serverDir, { recursive: true, force: true })
      },
    },
  }
}
