// Shared setup for the product database tests: a local backend with the project's migrations
// (optionally seed and functions), users minted straight into auth.users (the new-user trigger
// runs as on hosted) with JWTs signed by the server, and SQL as the database owner.
import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { ConfigOverrides } from '../local/types.ts'
import { startTestServer, type TestServer } from '../../tests/integration/backend/harness.ts'
import { clientFor } from '../../tests/integration/backend/realtime-helpers.ts'

export type { TestServer }

export function startProductServer(overrides: ConfigOverrides = {}): Promise<TestServer> {
  return startTestServer({ migrationsDir: 'supabase/migrations', ...overrides })
}

/** Runs SQL as the database owner and returns the rows. */
export async function sql<T = Record<string, unknown>>(
  server: TestServer,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return server.ctx.db.transaction(async (tx) => (await tx.query<T>(text, params)).rows)
}

export interface User {
  id: string
  email: string
  token: string
  db: SupabaseClient
}

/**
 * A confirmed user holding `roles` (besides the default customer role), signed in. `aal: 'aal2'`
 * gives the token of a session verified with a second factor (the crawler tables need it).
 */
export async function makeUser(
  server: TestServer,
  roles: string[] = [],
  fullName = 'Test User',
  opts: { aal?: 'aal1' | 'aal2' } = {},
): Promise<User> {
  const id = randomUUID()
  const email = `${id}@example.com`
  await sql(
    server,
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', now(),
       '{"provider":"email"}', jsonb_build_object('full_name', $3::text), now(), now())`,
    [id, email, fullName],
  )
  for (const role of roles) {
    await sql(
      server,
      `insert into public.user_roles (user_id, role, status) values ($1, $2, 'active')`,
      [id, role],
    )
  }
  const token = await server.ctx.jwt.sign(
    { sub: id, role: 'authenticated', aud: 'authenticated', email, aal: opts.aal ?? 'aal1' },
    3600,
  )
  return { id, email, token, db: await clientFor(server, token) }
}

export function anonClient(server: TestServer): SupabaseClient {
  return server.client()
}

/** A valid job row owned by `ownerId` (section 5 rules satisfied). */
export function jobRow(
  ownerId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id: randomUUID(),
    owner_id: ownerId,
    title: 'Journeyperson Electrician – Tenant Fit-Out',
    description:
      'Install lighting, receptacles and panels for a 3,000 sq ft office fit-out in a new tower.',
    trade_specialty: 'electrical',
    experience_level: 'experienced',
    location_city: 'Toronto',
    location_province: 'Ontario',
    work_type: 'contract',
    duration: '6 weeks',
    budget_min: 9000,
    budget_max: 12000,
    pay_unit: 'fixed',
    urgency: 'normal',
    requirements: '["309A licence"]',
    benefits: '[]',
    is_featured: false,
    ...overrides,
  }
}

export function tomorrow(days = 1): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** A valid application row by `applicantId` to `jobId`. */
export function applicationRow(
  jobId: string,
  applicantId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id: randomUUID(),
    job_id: jobId,
    applicant_id: applicantId,
    cover_letter:
      'I have twelve years of commercial electrical work and can start next week on your site.',
    proposed_rate: 48.5,
    relevant_experience: 'Led fit-outs for three office towers downtown.',
    availability_start: tomorrow(7),
    portfolio_items: 'https://portfolio.example.com/work',
    estimated_hours: 240,
    ...overrides,
  }
}

/** Inserts rows as the database owner (fixtures), returning the first row. */
export async function insertAsOwner(
  server: TestServer,
  table: string,
  row: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const cols = Object.keys(row)
  const rows = await sql(
    server,
    `insert into public.${table} (${cols.map((c) => `"${c}"`).join(', ')})
     values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning *`,
    cols.map((c) => row[c]),
  )
  return rows[0] ?? {}
}

export function waitFor<T>(fn: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const start = Date.now()
  return new Promise((resolve, reject) => {
    const tick = (): void => {
      const value = fn()
      if (value !== undefined) resolve(value)
      else if (Date.now() - start > timeoutMs) reject(new Error('timed out waiting'))
      else setTimeout(tick, 20)
    }
    tick()
  })
}
