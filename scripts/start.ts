// `npm start`: build the production app, then serve it (http://localhost:4173) together with the
// local backend (http://127.0.0.1:54321) when supabase/local exists. Ports: PORT and
// SUPABASE_LOCAL_PORT. Ctrl+C stops everything cleanly.
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

const appPort = portFromEnv('PORT', 4173)
const backendPort = portFromEnv('SUPABASE_LOCAL_PORT', 54321)
const backendUrl = `http://127.0.0.1:${backendPort}`
const appUrl = `http://localhost:${appPort}`

// The app must be built against the backend it will talk to, unless told otherwise.
const buildEnv = { VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL || backendUrl }

const built = await run(bin('vite'), ['build'], { env: buildEnv, label: 'Building the app' })
if (built !== 0) process.exit(built)

const services: Service[] = []
let stopping = false

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true
    await Promise.all(services.map((s) => s.stop()))
  }
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(0))
process.on('SIGTERM', () => void stopAll(0))
// npm can die of a SIGTERM without passing it on (its `sh -c` goes, this process stays): when our
// parent changes we were orphaned, so stop the services rather than leave them running.
const parentPid = process.ppid
setInterval(() => {
  if (process.ppid !== parentPid) void stopAll(0)
}, 1000).unref()

try {
  if (hasBackend()) {
    services.push(
      await startService(
        'backend',
        process.execPath,
        [...BACKEND_NODE_FLAGS, BACKEND_ENTRY, '--port', String(backendPort)],
        {
          env: {
            SUPABASE_LOCAL_PORT: String(backendPort),
            SITE_URL: process.env.SITE_URL || appUrl,
          },
          readyLine: /API URL/,
          timeoutMs: 180_000,
        },
      ),
    )
  } else {
    console.log('No local backend in supabase/local yet: serving the app alone.')
  }
  services.push(
    await startService('app', bin('vite'), ['preview', '--port', String(appPort), '--strictPort'], {
      readyUrl: `http://localhost:${appPort}/`,
    }),
  )
} catch (error) {
  console.error((error as Error).message)
  await stopAll(1)
}

console.log(
  `\nCraftLink is running at ${appUrl}` + (hasBackend() ? ` (backend ${backendUrl})` : ''),
)
console.log('Press Ctrl+C to stop.')

// If either process dies on its own, take the other down too and report it.
const first = await Promise.race(services.map((s) => s.exited.then((code) => ({ s, code }))))
if (!stopping) {
  console.error(`${first.s.name} stopped unexpectedly (exit code ${first.code}).`)
  await stopAll(first.code === 0 ? 1 : first.code)
}
