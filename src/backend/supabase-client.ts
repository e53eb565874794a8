// The page realm's one supabase-js client (the remote layer, src/backend): auth in auth-api.ts,
// beside it, replication in sync/. supabase-js is loaded on first use, not with the page: a
// reload with a stored session paints from the replica without it (issue 8, first row).
import type { SupabaseClient } from '@supabase/supabase-js'

let client: Promise<SupabaseClient> | null = null
let markRequested: () => void = () => {}
const requested = new Promise<void>((resolve) => (markRequested = resolve))

/** Created on first use, so importing a module never opens a connection or loads supabase-js. */
/** Whether anything has asked for the client yet (a visitor's pages never do). */
export function supabaseRequested(): boolean {
  return client !== null
}

/** Resolves when something first asks for the client. */
export function supabaseWanted(): Promise<void> {
  return requested
}

export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('./create-supabase-client.ts').then((m) => m.createAppClient())
  markRequested()
  return client
}
