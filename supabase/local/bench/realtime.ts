// Realtime propagation benchmark: 200 timed inserts (after a short warm-up) through REST by a signed-in user, each timed
// from the moment the write is sent until the user's postgres_changes subscriber (RLS applies)
// receives it. Uses a scratch table it creates and drops again.
import { randomUUID } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { installCapture } from '../realtime/capture.ts'
import type { RunningServer } from '../types.ts'

const TABLE = 'bench_realtime_events'
const INSERTS = 200
/** Untimed inserts first, so the figures show steady state rather than JIT warm-up. */
const WARMUP = 10

const SETUP = `
create table if not exists public.${TABLE} (
  id bigint generated always as identity primary key,
  owner uuid not null default auth.uid(),
  seq integer not null,
  body text not null
);
alter table public.${TABLE} enable row level security;
drop policy if exists bench_owner on public.${TABLE};
create policy bench_owner on public.${TABLE} for all to authenticated
  using (owner = auth.uid()) with check (owner = auth.uid());
grant select, insert on public.${TABLE} to authenticated;
alter publication supabase_realtime add table public.${TABLE};
`
const TEARDOWN = `
alter publication supabase_realtime drop table public.${TABLE};
drop table public.${TABLE};
`

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? 0
}

export async function benchRealtime(
  server: RunningServer,
): Promise<{ p50: number; p95: number; count: number }> {
  const { ctx } = server
  await ctx.db.transaction(async (tx) => {
    await tx.exec(SETUP)
  })
  await installCapture(ctx.db)
  const token = await ctx.jwt.sign(
    { sub: randomUUID(), role: 'authenticated', aud: 'authenticated' },
    3600,
  )
  const client = createClient(server.url, ctx.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    accessToken: async () => token,
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
  await client.realtime.setAuth()
  const waiting = new Map<number, (at: number) => void>()
  try {
    await new Promise<void>((resolve, reject) => {
      client
        .channel('bench-realtime')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: TABLE }, (payload) => {
          const seq = (payload.new as { seq?: number }).seq
          if (typeof seq === 'number') waiting.get(seq)?.(performance.now())
        })
        .subscribe((status, err) => {
          if (status === 'SUBSCRIBED') resolve()
          else if (status !== 'CLOSED')
            reject(err ?? new Error(`realtime subscribe failed: ${status}`))
        })
    })
    const latencies: number[] = []
    for (let seq = 0; seq < WARMUP + INSERTS; seq++) {
      const received = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`insert ${seq} never reached the subscriber`)),
          5000,
        )
        waiting.set(seq, (at) => {
          clearTimeout(timer)
          resolve(at)
        })
      })
      const sentAt = performance.now()
      const { error } = await client.from(TABLE).insert({ seq, body: `event ${seq}` })
      if (error) throw new Error(`bench insert failed: ${error.message}`)
      const latency = (await received) - sentAt
      if (seq >= WARMUP) latencies.push(latency)
      waiting.delete(seq)
    }
    latencies.sort((x, y) => x - y)
    const round = (n: number): number => Math.round(n * 10) / 10
    return {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      count: latencies.length,
    }
  } finally {
    await client.removeAllChannels()
    await ctx.db.transaction(async (tx) => {
      await tx.exec(TEARDOWN)
    })
    await installCapture(ctx.db)
  }
}
