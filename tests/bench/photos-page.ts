// Serves the photo lab (photos-lab.ts) to a browser: bundled by Vite as the app is (production
// build, module worker as its own chunk, the same path aliases) into a temporary folder, and
// served by a small static server on a free port. Used by the photo bench and by
// tests/e2e/files/prepare-photo.spec.ts; neither needs the app or the backend.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const ENTRY = 'photo-lab.js'
const PAGE = `<!doctype html><meta charset="utf-8"><title>Photo lab</title><link rel="icon" href="data:,"><script type="module" src="/${ENTRY}"></script>`
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html' }

export interface PhotoLabServer {
  url: string
  stop(): Promise<void>
}

export async function startPhotoLab(): Promise<PhotoLabServer> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'craftlink-photo-lab-'))
  try {
    await build({
      configFile: false,
      root: ROOT,
      publicDir: false,
      logLevel: 'warn',
      resolve: {
        alias: {
          '@': path.join(ROOT, 'src'),
          '@sync': path.join(ROOT, 'sync'),
        },
      },
      worker: { format: 'es' },
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        modulePreload: false,
        rollupOptions: {
          input: path.join(ROOT, 'tests/bench/photos-lab.ts'),
          output: { entryFileNames: ENTRY },
        },
      },
    })
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true })
    throw error
  }
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    if (pathname === '/') {
      res.writeHead(200, { 'content-type': TYPES['.html']! }).end(PAGE)
      return
    }
    const file = path.join(outDir, path.normalize(pathname))
    try {
      if (!file.startsWith(outDir)) throw new Error('outside')
      const body = readFileSync(file)
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      })
      res.end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
