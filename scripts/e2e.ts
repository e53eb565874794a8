// `npm run test:e2e`: build, start the local backend (fresh temporary data) when it exists and the
// production preview on test ports, run Playwright, stop everything. Extra arguments go to
// `playwright test` (e.g. a spec path). E2E_PORT / E2E_SUPABASE_PORT change the ports;
// E2E_SKIP_BUILD=1 reuses dist/.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { findChromium, MISSING_CHROMIUM } from '../tests/chromium.ts'
import {
  BACKEND_ENTRY,
  BACKEND_NODE_FLAGS,
  bin,
  hasBackend,
  portFromEnv,
  run,
  startService,
  type Service,
} from './lib/processes.ts'

const appPort = portFromEnv('E2E_PORT', 4183)
const backendPort = portFromEnv('E2E_SUPABASE_PORT', 54331)
const baseUrl = `http://localhost:${appPort}`
const supabaseUrl = `http://127.0.0.1:${backendPort}`

if (!findChromium()) {
  console.error(MISSING_CHROMIUM)
  process.exit(1)
}

if (process.env.E2E_SKIP_BUILD !== '1') {
  const built = await run(bin('vite'), ['build'], {
    env: { VITE_SUPABASE_URL: supabaseUrl },
    label: `Building the app against ${supabaseUrl}`,
  })
  if (built !== 0) process.exit(built)
}

const services: Service[] = []
let dataDir: string | null = null
async function cleanUp(): Promise<void> {
  await Promise.all(services.map((s) => s.stop()))
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)))
process.on('SIGTERM', () => void cleanUp().then(() => process.exit(143)))

let code = 1
try {
  if (hasBackend()) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'craftlink-e2e-'))
    services.push(
      await startService(
        'backend',
        process.execPath,
        [...BACKEND_NODE_FLAGS, BACKEND_ENTRY, '--port', String(backendPort)],
        {
          env: {
            SUPABASE_LOCAL_PORT: String(backendPort),
            SUPABASE_LOCAL_DATA_DIR: dataDir,
            SITE_URL: baseUrl,
            ADDITIONAL_REDIRECT_URLS: `http://127.0.0.1:${appPort}`,
          },
          readyLine: /API URL/,
          timeoutMs: 180_000,
        },
      ),
    )
  }
  services.push(
    await startService(
      'preview',
      bin('vite'),
      ['preview', '--port', String(appPort), '--strictPort', '--host', '127.0.0.1'],
      { readyUrl: `http://127.0.0.1:${appPort}/` },
    ),
  )
  code = await run(bin('playwright'), ['test', ...process.argv.slice(2)], {
    label: 'Playwright',
    env: {
      E2E_BASE_URL: baseUrl,
      E2E_SUPABASE_URL: hasBackend() ? supabaseUrl : '',
    },
  })
} catch (error) {
  console.error((error as Error).message)
} finally {
  await cleanUp()
}
process.exit(code)
