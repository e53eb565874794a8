// The server alone, as `npm run backend` runs it (its own process), under the pull and sign-in
// load from this process: its peak RSS is read from /proc (VmHWM), so no client memory counts.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DEMO_ANON_KEY, DEMO_JWT_SECRET } from '../config.ts'
import { benchPull, benchSignIn } from './measure.ts'

export interface StandaloneResult {
  peakMb: number
  rowsPerSecond: number
}

function vmHwmMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN)
  return Math.round(kb / 1024)
}

export async function measureStandalone(dataDir: string): Promise<StandaloneResult> {
  const main = path.join(import.meta.dirname, '..', 'main.ts')
  const child = spawn(
    process.execPath,
    ['--liftoff-only', '--max-semi-space-size=16', main, '--port', '0'],
    {
      env: {
        ...process.env,
        SUPABASE_LOCAL_DATA_DIR: dataDir,
        SUPABASE_LOCAL_MIGRATIONS_DIR: '',
        SUPABASE_LOCAL_SEED_FILE: '',
        SUPABASE_LOCAL_FUNCTIONS_DIR: '',
        RATE_LIMIT_SIGN_IN_PER_IP_PER_MINUTE: '10000',
        RATE_LIMIT_SIGN_IN_PER_EMAIL_PER_MINUTE: '10000',
        JWT_SECRET: DEMO_JWT_SECRET,
        ANON_KEY: DEMO_ANON_KEY,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let out = ''
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const m = /API URL: (http:\/\/\S+)/.exec(out)
      if (m?.[1]) resolve(m[1])
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)))
  })
  try {
    const target = { url, anonKey: DEMO_ANON_KEY, jwtSecret: DEMO_JWT_SECRET }
    const pull = await benchPull(target)
    await benchSignIn(target)
    return { peakMb: vmHwmMb(child.pid ?? 0), rowsPerSecond: pull.rowsPerSecond }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}
