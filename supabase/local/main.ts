// `npm run backend`: the embedded Supabase-compatible backend for development.
//   --reset      wipe the data directory, then bootstrap, migrate and seed afresh
//   --port <n>   listen on another port (default 54321 or SUPABASE_LOCAL_PORT)
import { rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig, PROJECT_ROOT } from './config.ts'
import { createLocalServer } from './server.ts'

/** Inside the project: relative (".data"); elsewhere: absolute. */
function displayPath(dir: string): string {
  const rel = path.relative(PROJECT_ROOT, dir)
  return rel === '' ? '.' : rel.startsWith('..') ? dir : rel
}

const USAGE = `Usage: npm run backend -- [--reset] [--port <n>]
  --reset       wipe the data directory and start from the migrations and seed again
  --port <n>    port to listen on (default ${loadConfig().port})`

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

let args: { reset?: boolean; port?: string; help?: boolean }
try {
  args = parseArgs({
    options: {
      reset: { type: 'boolean' },
      port: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values
} catch (error) {
  fail((error as Error).message)
}
if (args.help) {
  console.log(USAGE)
  process.exit(0)
}
const port = args.port === undefined ? undefined : Number(args.port)
if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
  fail(`--port must be a number between 0 and 65535, got "${args.port}"`)
}

const config = loadConfig(port === undefined ? {} : { port })
if (args.reset && config.dataDir) {
  rmSync(config.dataDir, { recursive: true, force: true })
  console.log(`Wiped ${displayPath(config.dataDir)}`)
}

const started = performance.now()
const server = await createLocalServer(config).catch((error: unknown) => {
  console.error(`The local backend could not start: ${(error as Error).message}`)
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${config.port} is in use: is the backend already running? Try --port <n>.`)
  }
  process.exit(1)
})

const { apiUrl } = server.config
const wsUrl = apiUrl.replace(/^http/, 'ws')
const m = server.migration
const rows: Array<[string, string]> = [
  ['API URL', apiUrl],
  ['REST URL', `${apiUrl}/rest/v1`],
  ['Auth URL', `${apiUrl}/auth/v1`],
  ['Functions URL', `${apiUrl}/functions/v1`],
  ['Realtime URL', `${wsUrl}/realtime/v1/websocket`],
  [
    'Mailbox URL',
    server.config.devMail
      ? `${apiUrl}/_dev/mail.html`
      : 'off (not a loopback host; SUPABASE_LOCAL_DEV_MAIL=true serves it)',
  ],
  ['JWT secret', server.config.jwtSecret],
  ['anon key', server.config.anonKey],
  ['service_role key', server.config.serviceRoleKey],
  ['Data dir', server.config.dataDir ? displayPath(server.config.dataDir) : 'in memory'],
]
const width = Math.max(...rows.map(([k]) => k.length))
console.log(
  `\nCraftLink local backend started in ${Math.round(performance.now() - started)} ms` +
    (m.fresh ? ' (fresh database)' : '') +
    `: ${m.migrations.length} new migration(s)${m.seeded ? ', seeded' : ''}.\n`,
)
for (const [k, v] of rows) console.log(`${k.padStart(width)}: ${v}`)
console.log('\nPress Ctrl+C to stop.')

let stopping = false
async function stop(signal: string): Promise<void> {
  if (stopping) {
    console.error('Forced exit.')
    process.exit(1)
  }
  stopping = true
  console.log(`\n${signal}: closing the database...`)
  try {
    await server.close()
    process.exit(0)
  } catch (error) {
    console.error('Shutdown failed:', error)
    process.exit(1)
  }
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
