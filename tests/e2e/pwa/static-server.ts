// A tiny static server for the update test: it serves one build, then another, from the same
// origin, like a deploy. Paths without a file extension get index.html (client-side routes).
import { createServer, type Server } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import type { AddressInfo } from 'node:net'
import { ASSET_CACHE_CONTROL } from '../../../build/asset-headers.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}

export interface StaticServer {
  url: string
  /** Serve another build from now on. */
  serve(root: string): void
  close(): Promise<void>
}

export async function startStaticServer(initialRoot: string): Promise<StaticServer> {
  let root = initialRoot
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const file = extname(path) === '' ? 'index.html' : normalize(path).replace(/^([/\\])+/, '')
    if (file.split(/[/\\]/).includes('..')) {
      res.writeHead(400).end()
      return
    }
    readFile(join(root, file)).then(
      (body) => {
        res.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': file.startsWith('assets/') ? ASSET_CACHE_CONTROL : 'no-cache',
        })
        res.end(req.method === 'HEAD' ? undefined : body)
      },
      () => res.writeHead(404).end('Not found'),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    serve: (next) => {
      root = next
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
