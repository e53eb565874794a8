// Adds N open jobs for benchmarks: `npm run seed:bulk -- --jobs 10000 [--url URL] [--key KEY]`;
// with `--conversations N --messages M [--big K]`, conversations and messages instead (or as well,
// given --jobs too): see seed-bulk-messages.ts.
// Talks to a running backend over REST with the service role key (the local one by default, or
// any Supabase project given --url/--key), so it works the same against hosted Supabase. The new
// jobs are variations of the seeded ones (same owners, trades, cities, wording and pay unit,
// budgets moved within +/-10 % and rounded as the unit's are, dates spread over 60 days), so they
// pass every rule and look real. Provinces get jobs in proportion to their share of Canada's job
// vacancies (PROVINCE_WEIGHTS), every trade in each: a device's region is then as large as it
// would be on a national board.
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_SERVICE_ROLE_KEY } from './config.ts'
import { seedBulkMessages } from './seed-bulk-messages.ts'
import { rest } from './seed-bulk-rest.ts'

export interface SeedBulkOptions {
  url: string
  serviceRoleKey: string
  jobs: number
  batchSize?: number
}

type Job = Record<string, unknown> & {
  budget_min: number
  budget_max: number
  pay_unit: 'hourly' | 'yearly' | 'fixed'
  location_province: string
}

const TEMPLATE_COLUMNS =
  'owner_id,organization_id,title,description,trade_specialty,experience_level,location_city,' +
  'location_province,work_type,duration,budget_min,budget_max,pay_unit,urgency,requirements,' +
  'benefits'

/** Per mille of Canada's job vacancies by province (Statistics Canada, JVWS, 2024, rounded). */
export const PROVINCE_WEIGHTS: Readonly<Record<string, number>> = {
  Ontario: 365,
  Quebec: 220,
  'British Columbia': 160,
  Alberta: 120,
  Manitoba: 35,
  Saskatchewan: 30,
  'Nova Scotia': 25,
  'New Brunswick': 20,
  'Newfoundland and Labrador': 12,
  'Prince Edward Island': 6,
  Yukon: 3,
  'Northwest Territories': 3,
  Nunavut: 1,
}

/**
 * Picks the template of each new job in turn: a province drawn by PROVINCE_WEIGHTS (a
 * deterministic spread of i), then that province's templates in rotation, so every province keeps
 * all of its trades. Provinces without weight or without templates get no new jobs.
 */
export function templatesPicker<T extends { location_province: string }>(
  templates: readonly T[],
): (i: number) => T {
  const byProvince = new Map<string, T[]>()
  for (const t of templates) {
    const list = byProvince.get(t.location_province) ?? []
    list.push(t)
    byProvince.set(t.location_province, list)
  }
  const weighted = [...byProvince.keys()].filter((p) => (PROVINCE_WEIGHTS[p] ?? 0) > 0)
  const total = weighted.reduce((sum, p) => sum + PROVINCE_WEIGHTS[p]!, 0)
  const used = new Map<string, number>()
  return (i) => {
    if (total === 0) return templates[i % templates.length]!
    // 7,919 is prime to the total (1,000), so each run of `total` jobs meets every weight exactly.
    let draw = (i * 7_919) % total
    const province = weighted.find((p) => (draw -= PROVINCE_WEIGHTS[p]!) < 0)!
    const k = used.get(province) ?? 0
    used.set(province, k + 1)
    const list = byProvince.get(province)!
    return list[k % list.length]!
  }
}

/** Rounded as the demo's: hourly rates to the dollar, salaries to $1,000, contracts to $100. */
const ROUND_TO = { hourly: 1, yearly: 1_000, fixed: 100 } as const
/** Ontario's width rule per unit (jobs_budget_range_ontario*): $50,000; hourly at 2,080 h. */
const ONTARIO_WIDTH = { hourly: 24, yearly: 50_000, fixed: 50_000 } as const

/** A new job varied from `template`; `i` spreads creation times deterministically. */
export function variant(template: Job, i: number, now = Date.now()): Record<string, unknown> {
  const factor = 0.9 + ((i * 7919) % 201) / 1000
  const step = ROUND_TO[template.pay_unit]
  const min = Math.max(step, Math.round((template.budget_min * factor) / step) * step)
  let max = Math.max(min, Math.round((template.budget_max * factor) / step) * step)
  if (template.location_province === 'Ontario')
    max = Math.min(max, min + ONTARIO_WIDTH[template.pay_unit])
  return {
    ...template,
    id: randomUUID(),
    budget_min: min,
    budget_max: max,
    urgency: i % 9 === 0 ? 'asap' : i % 5 === 0 ? 'urgent' : 'normal',
    is_featured: i % 23 === 0,
    status: 'open',
    created_at: new Date(now - ((i * 104_729) % (60 * 86_400)) * 1000).toISOString(),
  }
}

export async function seedBulkJobs(
  opts: SeedBulkOptions,
): Promise<{ inserted: number; ms: number }> {
  const started = Date.now()
  const res = await rest(
    opts,
    `jobs?select=${TEMPLATE_COLUMNS}&status=eq.open&_deleted=is.false&order=created_at.asc&limit=300`,
  )
  const templates = (await res.json()) as Job[]
  if (templates.length === 0) throw new Error('No open jobs to vary: apply supabase/seed.sql first')
  const pick = templatesPicker(templates)
  const batch = opts.batchSize ?? 500
  let inserted = 0
  while (inserted < opts.jobs) {
    const rows = Array.from({ length: Math.min(batch, opts.jobs - inserted) }, (_, k) => {
      const i = inserted + k
      return variant(pick(i), i, started)
    })
    await rest(opts, 'jobs', {
      method: 'POST',
      body: JSON.stringify(rows),
      headers: { Prefer: 'return=minimal' },
    })
    inserted += rows.length
  }
  return { inserted, ms: Date.now() - started }
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
}

/** A whole number from `min` to `max` given as `name`, or `fallback` when absent. */
function count(args: string[], name: string, fallback: number, min: number, max: number): number {
  const value = Number(argValue(args, name) ?? fallback)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}`)
  }
  return value
}

async function main(args: string[]): Promise<void> {
  const wantsChat = ['--conversations', '--messages'].some((name) => argValue(args, name) != null)
  const wantsJobs = argValue(args, '--jobs') != null || !wantsChat
  const jobs = wantsJobs ? count(args, '--jobs', 1000, 1, 1_000_000) : 0
  const conversations = wantsChat ? count(args, '--conversations', 1000, 1, 100_000) : 0
  const messages = wantsChat ? count(args, '--messages', 200_000, 0, 10_000_000) : 0
  const bigMessages = count(args, '--big', 10_000, 0, 1_000_000)
  const url = argValue(args, '--url') ?? process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321'
  const serviceRoleKey =
    argValue(args, '--key') ?? process.env.SUPABASE_SERVICE_ROLE_KEY ?? DEMO_SERVICE_ROLE_KEY
  if (wantsJobs) {
    const { inserted, ms } = await seedBulkJobs({ url, serviceRoleKey, jobs })
    console.log(`seed:bulk: added ${inserted} jobs to ${url} in ${ms} ms`)
  }
  if (wantsChat) {
    const added = await seedBulkMessages({
      url,
      serviceRoleKey,
      conversations,
      messages,
      bigMessages,
    })
    console.log(
      `seed:bulk: added ${added.conversations} conversations and ${added.messages} messages to ${url} in ${added.ms} ms`,
    )
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`seed:bulk failed: ${message}`)
    if (message.includes('fetch failed')) {
      console.error(
        'Is the backend running? Start it with `npm run backend` (or pass --url and --key).',
      )
    }
    process.exitCode = 1
  })
}
