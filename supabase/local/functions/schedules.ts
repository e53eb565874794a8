// Scheduled jobs: hosted projects run SQL or call a function on a timer from Supabase Cron
// (pg_cron, with net.http_post and the service role key for a function). The local backend reads
// the same jobs from a JSON file (config.schedulesFile): SQL runs as the database owner, a
// function is called through its own gateway; a tick is skipped while `only_when` (a SQL query
// answering one boolean) says there is nothing to do.
import { existsSync, readFileSync } from 'node:fs'
import * as z from 'zod'
import type { Handler, ServerContext } from '../types.ts'

const Schedule = z
  .object({
    function: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/)
      .optional(),
    /** SQL to run as the database owner instead of a function (a pg_cron job's command). */
    sql: z.string().min(1).optional(),
    every_seconds: z.number().min(0.1).max(86_400),
    only_when: z.string().min(1).optional(),
  })
  .refine((s) => (s.function === undefined) !== (s.sql === undefined), {
    message: 'A schedule names either a function or SQL',
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

const name = (schedule: Schedule) => schedule.function ?? 'SQL job'

/** Runs one schedule's tick: the function called as Supabase Cron would call it. */
export async function runSchedule(
  ctx: ServerContext,
  functions: Handler,
  schedule: Schedule,
): Promise<Response | null> {
  if (!(await due(ctx, schedule))) return null
  if (schedule.sql !== undefined) {
    const command = schedule.sql
    await ctx.db.transaction((tx) => tx.exec(command))
    return new Response(null, { status: 204 })
  }
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

/** Starts every schedule of the file (functions only when the server hosts them), each first
 * after a few seconds; the returned function stops them (waiting for a running tick). */
export function startSchedules(ctx: ServerContext, functions: Handler): () => Promise<void> {
  const schedules = readSchedules(ctx.config.schedulesFile).filter(
    (s) => s.sql !== undefined || ctx.config.functionsDir !== null,
  )
  const running = new Set<Promise<void>>()
  const timers: NodeJS.Timeout[] = []
  for (const schedule of schedules) {
    let busy = false
    const tick = () => {
      if (busy) return
      busy = true
      const run = runSchedule(ctx, functions, schedule)
        .then(async (response) => {
          if (response && !response.ok)
            console.error(
              `[schedules] ${name(schedule)} answered ${response.status}: ${await response.text()}`,
            )
        })
        .catch((error: unknown) => console.error(`[schedules] ${name(schedule)} failed:`, error))
        .finally(() => {
          busy = false
          running.delete(run)
        })
      running.add(run)
    }
    const every = schedule.every_seconds * 1000
    const first = setTimeout(
      () => {
        tick()
        const timer = setInterval(tick, every)
        timer.unref()
        timers.push(timer)
      },
      Math.min(every, 5000),
    )
    first.unref()
    timers.push(first)
  }
  return async () => {
    for (const timer of timers) clearTimeout(timer)
    await Promise.all(running)
  }
}
