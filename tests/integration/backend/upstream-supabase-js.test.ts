// Runs supabase-js's own integration test (vendored byte-for-byte in upstream/supabase-js, see its
// README) against the local backend, started as `supabase start` would start that package's
// project: its config.toml (the CLI's defaults plus a few keys), its migrations and its seed.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, test } from 'vitest'
import { UPSTREAM_URL_VARIABLE } from './upstream/vitest-plugin.ts'
import { startTestServer } from './harness.ts'

const PROJECT = path.join(import.meta.dirname, 'upstream', 'supabase-js')

const server = await startTestServer({
  configFile: path.join(PROJECT, 'supabase', 'config.toml'),
  migrationsDir: path.join(PROJECT, 'supabase', 'migrations'),
  seedFile: path.join(PROJECT, 'supabase', 'seed', 'seed_todos.sql'),
})
afterAll(() => server.close())
process.env[UPSTREAM_URL_VARIABLE] = server.url

// The upstream test is written for Jest, whose describe/test/expect and hooks are globals.
Object.assign(globalThis, {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  test,
})

// Imported by a computed URL so the type checker leaves the vendored Jest file alone.
await import(pathToFileURL(path.join(PROJECT, 'test', 'integration.test.ts')).href)
