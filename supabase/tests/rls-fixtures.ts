// Fixture rows and actor sets for the RLS matrix (rls-cases.ts).
import { randomUUID } from 'node:crypto'
import { insertAsOwner, sql } from './helpers.ts'
import type { Actor, Fixture } from './rls-cases.ts'

type Row = Record<string, unknown>

export const ALL: Actor[] = ['owner', 'other', 'admin']
export const OWNER: Actor[] = ['owner']
export const ADMIN: Actor[] = ['admin']
export const BOTH: Actor[] = ['owner', 'admin']
export const NONE: Actor[] = []

export const existing =
  (table: string, key: string) =>
  async (f: Fixture): Promise<Row> =>
    (await sql(f.server, `select * from public.${table} where ${key} = $1`, [f.ownerId]))[0] ?? {}
export const freeSingleton =
  (table: string, row: (f: Fixture) => Row) =>
  async (f: Fixture): Promise<Row> => {
    await sql(f.server, `delete from public.${table} where user_id = $1`, [f.ownerId])
    return row(f)
  }
export const uniq = (): string => randomUUID().slice(0, 8)
/** Random lowercase letters (permission names allow only letters and _). */
export const letters = (): string =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  )
export const newPermission = async (f: Fixture): Promise<string> => {
  const name = `test.${letters()}`
  await insertAsOwner(f.server, 'permissions', { name, description: 'Test permission' })
  return name
}

export const company = (f: Fixture): Row => ({
  user_id: f.ownerId,
  company_name: 'Test Builders',
  province: 'Ontario',
  city: 'Ottawa',
})
export const craftsman = (f: Fixture): Row => ({
  user_id: f.ownerId,
  trades: '["plumbing"]',
  experience_level: 'expert',
  hourly_rate: 60,
})
export const prefs = (f: Fixture): Row => ({ user_id: f.ownerId, skill_level: 'advanced' })
export const timeRow = (f: Fixture): Row => ({
  id: `${f.ownerId}:d:${uniq()}`,
  user_id: f.ownerId,
  device_id: 'd',
  page: `/p${uniq()}`,
  seconds: 5,
  visits: 1,
})
export const eventRow = (f: Fixture): Row => ({
  id: randomUUID(),
  user_id: f.ownerId,
  action: 'page_visit',
  path: '/jobs',
  user_role: 'craftsman',
})
export const crawlerRow = (): Row => ({
  ip_address: '192.0.2.9',
  detection_score: 10,
  activity_type: 'check',
})
export const fingerprintRow = (): Row => ({
  fingerprint_hash: uniq(),
  ip_address: '192.0.2.9',
  bot_score: 0,
})
