// The dev server as `npm run backend` runs it: a child process on a data directory. Committed
// data must survive SIGKILL, and SIGTERM must shut down cleanly.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_SERVICE_ROLE_KEY } from '../../../supabase/local/config.ts'

const MAIN = path.resolve(import.meta.dirname, '../../../supabase/local/main.ts')
const root = mkdtempSync(path.join(tmpdir(), 'craftlink-durability-'))
const migrations = path.join(root, 'migrations')
mkdirSync(migrations)
writeFileSync(
  path.join(migrations, '20260101000000_notes.sql'),
  'create table public.notes (id text primary key, body text not null);',
)

interface Started {
  child: ChildProcess
  url: string
  output: () => string
}

function start(extraArgs: string[] = []): Promise<Started> {
  const child = spawn(process.execPath, ['--liftoff-only', MAIN, '--port', '0', ...extraArgs], {
    env: {
      ...process.env,
      SUPABASE_LOCAL_DATA_DIR: path.join(root, 'data'),
      SUPABASE_LOCAL_MIGRATIONS_DIR: migrations,
      SUPABASE_LOCAL_SEED_FILE: '',
      SUPABASE_LOCAL_FUNCTIONS_DIR: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const match = /API URL: (http:\/\/\S+)/.exec(out)
      if (match?.[1]) resolve({ child, url: match[1], output: () => out })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)))
  })
}

const exited = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })

const headers = {
  apikey: DEMO_SERVICE_ROLE_KEY,
  Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
  'Content-Type': 'application/json',
}

async function notes(url: string): Promise<unknown> {
  const res = await fetch(`${url}/rest/v1/notes?select=id,body&order=id`, { headers })
  return res.json()
}

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('dev server durability', () => {
  it(
    'keeps committed rows after SIGKILL and SIGTERM, applies new migrations, --reset starts afresh',
    { timeout: 180_000 },
    async () => {
      const first = await start(['--reset'])
      const insert = await fetch(`${first.url}/rest/v1/notes`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ id: 'a', body: 'written before SIGKILL' }),
      })
      expect(insert.status).toBe(201)
      first.child.kill('SIGKILL')
      await exited(first.child)

      const second = await start()
      expect(await notes(second.url)).toEqual([{ id: 'a', body: 'written before SIGKILL' }])
      await fetch(`${second.url}/rest/v1/notes`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ id: 'b', body: 'written before SIGTERM' }),
      })
      second.child.kill('SIGTERM')
      expect(await exited(second.child)).toBe(0)

      writeFileSync(
        path.join(migrations, '20260102000000_notes_pinned.sql'),
        'alter table public.notes add column pinned boolean not null default false;',
      )
      const third = await start()
      expect(third.output()).toContain('1 new migration(s)')
      expect(await notes(third.url)).toEqual([
        { id: 'a', body: 'written before SIGKILL' },
        { id: 'b', body: 'written before SIGTERM' },
      ])
      third.child.kill('SIGTERM')
      expect(await exited(third.child)).toBe(0)

      const reset = await start(['--reset'])
      expect(reset.output()).toContain('(fresh database): 2 new migration(s)')
      expect(await notes(reset.url)).toEqual([])
      reset.child.kill('SIGTERM')
      expect(await exited(reset.child)).toBe(0)
    },
  )
})
