// Scheduled edge functions: hosted projects call a function on a timer from Supabase Cron (pg_cron
// running net.http_post with the service role key). The local backend reads the same jobs from a
// JSON file (config.schedulesFile) and calls each function through its own gateway, skipping a
// tick while `only_when` (a SQL query answering one boolean) says there is nothing to do.
import { existsSync, readFileSync } from 'node:fs'
import * as z from 'zod'
import type { Handler, ServerContext } from '../types.ts'

const Schedule = z.object({
  function: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/),
  every_seconds: z.number().min(0.1).max(86_400),
  only_when: z.string().min(1).optional(),
})
export type Schedule = z.infer<typeof Schedule>

export function readSchedules(file: string | null): Schedule[] {
  if (!file || !existsSync(file)) return []
  return z.array(Schedule).parse(JSON.parse(readFileSync(file, 'utf8')))
}

async function due(ctx: ServerContext, schedule: Schedule): Promise<boolean> {
  if (!schedule.only_when) return true
  const query = schedule.only_when
  const { rows } = await ctx.db.transaction((tx) => tx.query<Record<string, unknown>>(query))
  return Boolean(rows[0] && Object.values(rows[0])[0])
}

/** Runs one schedule's tick: the function called as Supabase Cron would call it. */
export async function runSchedule(
  ctx: ServerContext,
  functions: Handler,
  schedule: Schedule,
): Promise<Response | null> {
  if (!(await due(ctx, schedule))) return null
  const request = new Request(`${ctx.config.apiUrl}/functions/v1/${schedule.function}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${ctx.config.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  })
  return functions(request, ctx)
}

/** Starts every schedule of the file; the returned function stops them (waiting for a running tick). */
export function startSchedules(ctx: ServerContext, functions: Handler): () => Promise<void> {
  const schedules = ctx.config.functionsDir ? readSchedules(ctx.config.schedulesFile) : []
  const running = new Set<Promise<void>>()
  const timers = schedules.map((schedule) => {
    let busy = false
    const timer = setInterval(() => {
      if (busy) return
      busy = true
      const tick = runSchedule(ctx, functions, schedule)
        .then(async (response) => {
          if (response && !response.ok)
            console.error(
              `[schedules] ${schedule.function} answered ${response.status}: ${await response.text()}`,
            )
        })
        .catch((error: unknown) => console.error(`[schedules] ${schedule.function} failed:`, error))
        .finally(() => {
          busy = false
          running.delete(tick)
        })
      running.add(tick)
    }, schedule.every_seconds * 1000)
    timer.unref()
    return timer
  })
  return async () => {
    for (const timer of timers) clearInterval(timer)
    await Promise.all(running)
  }
}
