// Jobs' pay unit (issue 41): the migration gives jobs stored before it the unit their amounts
// mean, a writer that sends none gets the same guess, and Ontario's $50,000 width rule holds per
// unit (yearly and fixed: $50,000; hourly: $24, the rule at 2,080 hours a year).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobRow, makeUser, sql, startProductServer, type TestServer, type User } from './helpers.ts'

const OWNER = '0b000000-0000-4000-8000-000000000001'
const legacyId = (n: number) => `0b000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`

// Jobs as they were stored before pay units: [n, work type, province, min, max].
const LEGACY: Array<[number, string, string, number, number]> = [
  [1, 'contract', 'Yukon', 45, 60],
  [2, 'full_time', 'Alberta', 70000, 90000],
  [3, 'part_time', 'Quebec', 30000, 40000],
  [4, 'contract', 'Nova Scotia', 5300, 6800],
  [5, 'temporary', 'Manitoba', 9000, 12000],
  [6, 'full_time', 'Ontario', 150, 200],
  // An Ontario hourly range wider than $24: stored before the rule existed.
  [7, 'part_time', 'Ontario', 30, 60],
]

let server: TestServer
let migrations: string
let company: User

beforeAll(async () => {
  migrations = mkdtempSync(path.join(tmpdir(), 'craftlink-pay-unit-'))
  cpSync('supabase/migrations', migrations, { recursive: true })
  // Runs just before the pay unit migration, as a database that already held jobs.
  writeFileSync(
    path.join(migrations, '20261127085959_legacy_jobs.sql'),
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
       email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', '${OWNER}', 'authenticated',
       'authenticated', 'legacy@example.com', '', now(), '{"provider":"email"}', '{}', now(), now());
     insert into public.jobs (id, owner_id, title, description, trade_specialty, experience_level,
       location_city, location_province, work_type, budget_min, budget_max)
     values ${LEGACY.map(
       ([n, type, province, min, max]) =>
         `('${legacyId(n)}', '${OWNER}', 'Legacy job ${n}', '${'Work stored before pay units. '.repeat(3)}',
         'electrical', 'experienced', 'Somewhere', '${province}', '${type}', ${min}, ${max})`,
     ).join(',\n')};`,
  )
  server = await startProductServer({ migrationsDir: migrations })
  company = await makeUser(server, ['company'], 'Priya Sharma')
})
afterAll(async () => {
  await server?.close()
  rmSync(migrations, { recursive: true, force: true })
})

/** Inserts a job; `pay_unit: undefined` leaves the column out, as a writer from before it. */
async function insert(overrides: Record<string, unknown>) {
  const row = jobRow(company.id, overrides)
  if (row.pay_unit === undefined) delete row.pay_unit
  const { error } = await company.db.from('jobs').insert(row)
  return { id: String(row.id), error }
}

const unitOf = async (id: string) =>
  (await sql<{ pay_unit: string }>(server, 'select pay_unit from jobs where id = $1', [id]))[0]
    ?.pay_unit

describe('pay unit of jobs stored before units', () => {
  it('is read from the amounts: up to $200 hourly, else fixed for contracts, else yearly', async () => {
    const rows = await sql<{ id: string; pay_unit: string }>(
      server,
      `select id, pay_unit from jobs where owner_id = $1 order by id`,
      [OWNER],
    )
    expect(rows.map((r) => r.pay_unit)).toEqual([
      'hourly',
      'yearly',
      'yearly',
      'fixed',
      'fixed',
      'hourly',
      'hourly',
    ])
  })

  it('keeps a stored Ontario hourly range wider than $24, but an edit must meet the rule', async () => {
    const id = legacyId(7)
    const edit = (set: string) => sql(server, `update jobs set ${set} where id = $1`, [id])
    await expect(edit(`title = 'Legacy job 7, edited'`)).rejects.toThrow(
      /violates check constraint "jobs_budget_range_ontario_hourly"/,
    )
    await edit(`title = 'Legacy job 7, edited', budget_max = 54`)
    expect(await unitOf(id)).toBe('hourly')
  })
})

describe('pay unit of new jobs', () => {
  it('is kept as sent, and guessed from the amounts when a writer sends none', async () => {
    const explicit = await insert({ pay_unit: 'yearly', work_type: 'contract' })
    expect(explicit.error).toBeNull()
    expect(await unitOf(explicit.id)).toBe('yearly')
    const none = await insert({ pay_unit: undefined, budget_min: 38, budget_max: 46 })
    expect(none.error).toBeNull()
    expect(await unitOf(none.id)).toBe('hourly')
    const contract = await insert({ pay_unit: undefined })
    expect(await unitOf(contract.id)).toBe('fixed')
  })

  it('is one of hourly, yearly and fixed', async () => {
    const { error } = await insert({ pay_unit: 'weekly' })
    expect(error?.message).toContain('violates check constraint "jobs_pay_unit_valid"')
  })
})

describe("Ontario's $50,000 width rule per unit", () => {
  const ontario = (pay_unit: string, budget_min: number, budget_max: number) =>
    insert({ location_province: 'Ontario', pay_unit, budget_min, budget_max })

  it.each([
    ['yearly', 70000, 120000, null],
    ['yearly', 70000, 120001, 'jobs_budget_range_ontario'],
    ['fixed', 5000, 55000, null],
    ['fixed', 5000, 55001, 'jobs_budget_range_ontario'],
    ['hourly', 30, 54, null],
    ['hourly', 30, 55, 'jobs_budget_range_ontario_hourly'],
  ] as const)('%s $%i-$%i: %s', async (unit, min, max, constraint) => {
    const { error } = await ontario(unit, min, max)
    if (constraint === null) expect(error).toBeNull()
    else expect(error?.message).toContain(`violates check constraint "${constraint}"`)
  })

  it('leaves ranges outside Ontario at any width', async () => {
    for (const [unit, min, max] of [
      ['hourly', 20, 90],
      ['yearly', 40000, 150000],
      ['fixed', 1000, 90000],
    ] as const) {
      const { error } = await insert({
        location_province: 'British Columbia',
        pay_unit: unit,
        budget_min: min,
        budget_max: max,
      })
      expect(error).toBeNull()
    }
  })
})

describe('a range that fits its unit', () => {
  it.each([
    ['hourly', 40000, 45000, 'jobs_pay_hourly_ceiling'],
    ['hourly', 190, 200, null],
    ['yearly', 38, 46000, 'jobs_pay_yearly_floor'],
    ['yearly', 45000, 58000, null],
    ['fixed', 150, 900, null],
  ] as const)('%s $%i-$%i: %s', async (pay_unit, budget_min, budget_max, constraint) => {
    const { error } = await insert({
      location_province: 'Manitoba',
      pay_unit,
      budget_min,
      budget_max,
    })
    if (constraint === null) expect(error).toBeNull()
    else expect(error?.message).toContain(`violates check constraint "${constraint}"`)
  })
})
