// Test schema and helpers shared by the realtime suites: a table with RLS (owners see their
// own rows) in the supabase_realtime publication, tokens for two users, and a collector that
// waits for realtime payloads.
import { randomUUID } from 'node:crypto'
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import type { TestServer } from './harness.ts'

export const RT_SCHEMA_SQL = `
create table public.rt_notes (
  id uuid primary key default gen_random_uuid(),
  owner uuid not null,
  body text not null default '',
  n integer not null default 0,
  tags text[] not null default '{}',
  meta jsonb not null default '{}',
  secret text,
  created_at timestamptz not null default now()
);
alter table public.rt_notes enable row level security;
create policy rt_notes_owner on public.rt_notes for select to authenticated using (owner = auth.uid());
revoke select (secret) on public.rt_notes from anon, authenticated;
revoke select on public.rt_notes from anon, authenticated;
grant select (id, owner, body, n, tags, meta, created_at) on public.rt_notes to anon, authenticated;
create table public.rt_open (id integer primary key, label text not null);
alter publication supabase_realtime add table public.rt_notes, public.rt_open;
`

export interface TestUser {
  id: string
  token: string
}

export async function makeUser(server: TestServer, expiresIn = 3600): Promise<TestUser> {
  const id = randomUUID()
  const token = await server.ctx.jwt.sign(
    { sub: id, role: 'authenticated', aud: 'authenticated', email: `${id}@example.com` },
    expiresIn,
  )
  return { id, token }
}

/** Runs SQL as the database owner (the writer side of the tests). */
export async function sql(server: TestServer, text: string, params: unknown[] = []): Promise<void> {
  await server.ctx.db.transaction(async (tx) => {
    await tx.query(text, params)
  })
}

export type Payload = Record<string, unknown> & {
  eventType: string
  new: Record<string, unknown>
  old: Record<string, unknown>
}

/** Collects payloads; `next` resolves with the next one (or rejects after a timeout). */
export class Collector {
  readonly items: Payload[] = []
  private waiters: Array<(p: Payload) => void> = []
  readonly push = (p: Payload): void => {
    const waiter = this.waiters.shift()
    if (waiter) waiter(p)
    else this.items.push(p)
  }
  next(timeoutMs = 3000): Promise<Payload> {
    const ready = this.items.shift()
    if (ready) return Promise.resolve(ready)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== done)
        reject(new Error('no realtime payload within the timeout'))
      }, timeoutMs)
      const done = (p: Payload): void => {
        clearTimeout(timer)
        resolve(p)
      }
      this.waiters.push(done)
    })
  }
}

/** Subscribes and resolves once SUBSCRIBED, rejecting with the channel error otherwise. */
export function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(channel)
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        reject(err ?? new Error(status))
      }
    })
  })
}

/**
 * A client acting as `token`, with the token already handed to realtime: supabase-js resolves
 * its `accessToken` callback asynchronously, and a channel subscribed before that joins with
 * the apikey's (anon) claims and never sends the token (a realtime-js race, hosted too).
 */
export async function clientFor(server: TestServer, token?: string): Promise<SupabaseClient> {
  const client = server.client(token)
  if (token) await client.realtime.setAuth()
  return client
}

export async function closeClients(...clients: SupabaseClient[]): Promise<void> {
  for (const c of clients) await c.removeAllChannels()
}
