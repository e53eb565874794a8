// Starts the embedded backend in-process for integration tests: in memory, random port, no
// project migrations/seed/functions unless asked, and an unmodified supabase-js client factory.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { createLocalServer, type LocalServer } from '../../../supabase/local/server.ts'
import type { ConfigOverrides } from '../../../supabase/local/types.ts'

export type TestServer = LocalServer & {
  anonKey: string
  serviceRoleKey: string
  /** A supabase-js client acting as whoever `accessToken` belongs to (the anon key when absent). */
  client(accessToken?: string): SupabaseClient
}

export async function startTestServer(overrides: ConfigOverrides = {}): Promise<TestServer> {
  const server = await createLocalServer({
    host: '127.0.0.1',
    port: 0,
    dataDir: null,
    migrationsDir: null,
    seedFile: null,
    functionsDir: null,
    apiUrl: '',
    ...overrides,
  })
  const { anonKey, serviceRoleKey } = server.config
  const client = (accessToken?: string): SupabaseClient =>
    createClient(server.url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      // With accessToken supabase-js sends that JWT to REST, functions and realtime (and its
      // auth namespace is off): use client() without a token to exercise sign-in.
      ...(accessToken ? { accessToken: async () => accessToken } : {}),
    })
  return Object.assign(server, { anonKey, serviceRoleKey, client })
}
