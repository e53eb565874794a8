// The RLS matrix: for every table, a fixture row owned by `owner`, a row `owner` would insert,
// a valid patch, and which actors may select / insert / update / delete that owner's row.
import { randomUUID } from 'node:crypto'
import { applicationRow, insertAsOwner, jobRow, type TestServer } from './helpers.ts'
import {
  ALL,
  OWNER,
  ADMIN,
  BOTH,
  NONE,
  existing,
  freeSingleton,
  uniq,
  letters,
  newPermission,
  company,
  craftsman,
  prefs,
  timeRow,
  eventRow,
  crawlerRow,
  fingerprintRow,
} from './rls-fixtures.ts'
import { CONTACT_CASES } from './rls-contact-cases.ts'

export type Actor = 'anon' | 'owner' | 'other' | 'admin'
export interface Fixture {
  server: TestServer
  ownerId: string
  companyId: string
  jobId: string
}
type Row = Record<string, unknown>

export interface TableCase {
  table: string
  pk: string
  /** Creates the owner's row (as the database owner) and returns it. */
  seed(f: Fixture): Promise<Row>
  /** A new row belonging to the owner, as a client would send it. */
  newRow(f: Fixture): Promise<Row>
  patch: Row
  can: Record<'select' | 'insert' | 'update' | 'delete', Actor[]>
}

export const CASES: TableCase[] = [
  {
    table: 'organizations',
    pk: 'id',
    patch: { name: 'Renamed Org' },
    seed: (f) =>
      insertAsOwner(f.server, 'organizations', { name: 'Owner Org', owner_id: f.ownerId }),
    newRow: async (f) => ({ id: randomUUID(), name: 'New Org', owner_id: f.ownerId }),
    can: { select: ALL, insert: OWNER, update: BOTH, delete: ADMIN },
  },
  {
    table: 'user_profiles',
    pk: 'user_id',
    patch: { full_name: 'Renamed Person' },
    seed: existing('user_profiles', 'user_id'),
    newRow: freeSingleton('user_profiles', (f) => ({
      user_id: f.ownerId,
      full_name: 'New Person',
    })),
    can: { select: ALL, insert: OWNER, update: BOTH, delete: NONE },
  },
  {
    table: 'user_roles',
    pk: 'id',
    patch: { status: 'suspended' },
    seed: existing('user_roles', 'user_id'),
    newRow: async (f) => ({
      id: randomUUID(),
      user_id: f.ownerId,
      role: 'moderator',
      status: 'active',
    }),
    can: { select: BOTH, insert: ADMIN, update: ADMIN, delete: NONE },
  },
  {
    table: 'permissions',
    pk: 'name',
    patch: { description: 'Changed' },
    seed: async (f) => ({ name: await newPermission(f) }),
    newRow: async () => ({ name: `test.${letters()}`, description: 'New permission' }),
    can: { select: ALL, insert: ADMIN, update: ADMIN, delete: ADMIN },
  },
  {
    table: 'role_permissions',
    pk: 'permission',
    patch: { role: 'moderator' },
    seed: async (f) =>
      insertAsOwner(f.server, 'role_permissions', {
        role: 'guest',
        permission: await newPermission(f),
      }),
    newRow: async (f) => ({ role: 'guest', permission: await newPermission(f) }),
    can: { select: ALL, insert: ADMIN, update: ADMIN, delete: ADMIN },
  },
  {
    table: 'user_sessions',
    pk: 'session_id',
    patch: { expires_at: new Date(Date.now() + 7200_000).toISOString() },
    seed: (f) =>
      insertAsOwner(f.server, 'user_sessions', { user_id: f.ownerId, active_role: 'customer' }),
    newRow: async (f) => ({
      session_id: randomUUID(),
      user_id: f.ownerId,
      active_role: 'customer',
    }),
    can: { select: OWNER, insert: OWNER, update: OWNER, delete: OWNER },
  },
  {
    table: 'role_requests',
    pk: 'id',
    patch: { decision_note: 'Looked at it' },
    seed: (f) =>
      insertAsOwner(f.server, 'role_requests', { user_id: f.ownerId, requested_role: 'mentor' }),
    newRow: async (f) => ({ id: randomUUID(), user_id: f.ownerId, requested_role: 'moderator' }),
    can: { select: BOTH, insert: NONE, update: ADMIN, delete: NONE },
  },
  {
    table: 'role_audit_log',
    pk: 'id',
    patch: { reason: 'Edited' },
    seed: (f) =>
      insertAsOwner(f.server, 'role_audit_log', {
        actor_id: f.ownerId,
        target_user_id: f.ownerId,
        action_type: 'request',
        role_affected: 'mentor',
      }),
    newRow: async (f) => ({
      id: randomUUID(),
      actor_id: f.ownerId,
      target_user_id: f.ownerId,
      action_type: 'grant',
      role_affected: 'admin',
    }),
    can: { select: BOTH, insert: NONE, update: NONE, delete: NONE },
  },
  {
    table: 'onboarding_steps',
    pk: 'id',
    patch: { title: 'Changed title' },
    seed: (f) =>
      insertAsOwner(f.server, 'onboarding_steps', {
        id: `t.${uniq()}`,
        role_type: 'mentor',
        title: 'T',
        description: 'D',
        sort_order: 9,
      }),
    newRow: async () => ({
      id: `n.${uniq()}`,
      role_type: 'mentor',
      title: 'N',
      description: 'D',
      sort_order: 9,
    }),
    can: { select: ALL, insert: ADMIN, update: ADMIN, delete: ADMIN },
  },
  {
    table: 'user_onboarding_progress',
    pk: 'id',
    patch: { status: 'completed' },
    seed: (f) =>
      insertAsOwner(f.server, 'user_onboarding_progress', {
        user_id: f.ownerId,
        step_id: 'craftsman.profile',
      }),
    newRow: async (f) => ({
      id: randomUUID(),
      user_id: f.ownerId,
      step_id: 'craftsman.portfolio',
      status: 'in_progress',
    }),
    can: { select: BOTH, insert: OWNER, update: OWNER, delete: NONE },
  },
  {
    table: 'company_profiles',
    pk: 'user_id',
    patch: { city: 'Kingston' },
    seed: (f) => insertAsOwner(f.server, 'company_profiles', company(f)),
    newRow: async (f) => company(f),
    can: { select: ALL, insert: OWNER, update: BOTH, delete: NONE },
  },
  {
    table: 'craftsman_profiles',
    pk: 'user_id',
    patch: { hourly_rate: 65 },
    seed: (f) => insertAsOwner(f.server, 'craftsman_profiles', craftsman(f)),
    newRow: async (f) => craftsman(f),
    can: { select: ALL, insert: OWNER, update: BOTH, delete: NONE },
  },
  {
    table: 'portfolio_items',
    pk: 'id',
    patch: { title: 'Renamed work' },
    seed: (f) =>
      insertAsOwner(f.server, 'portfolio_items', { user_id: f.ownerId, title: 'Deck build' }),
    newRow: async (f) => ({ id: randomUUID(), user_id: f.ownerId, title: 'Kitchen reno' }),
    can: { select: ALL, insert: OWNER, update: BOTH, delete: NONE },
  },
  {
    table: 'jobs',
    pk: 'id',
    patch: { status: 'closed' },
    seed: (f) => insertAsOwner(f.server, 'jobs', jobRow(f.ownerId)),
    newRow: async (f) => jobRow(f.ownerId),
    can: { select: ALL, insert: OWNER, update: BOTH, delete: NONE },
  },
  {
    table: 'job_applications',
    pk: 'id',
    patch: {
      cover_letter: 'Updated: I have twelve years of commercial electrical work, available now.',
    },
    seed: (f) =>
      insertAsOwner(f.server, 'job_applications', {
        ...applicationRow(f.jobId, f.ownerId),
        job_owner_id: f.companyId,
      }),
    newRow: async (f) => applicationRow(f.jobId, f.ownerId),
    can: { select: BOTH, insert: OWNER, update: BOTH, delete: NONE },
  },
  {
    table: 'notifications',
    pk: 'id',
    patch: { read: true },
    seed: (f) =>
      insertAsOwner(f.server, 'notifications', {
        user_id: f.ownerId,
        title: 'Hi',
        message: 'Hello there',
      }),
    newRow: async (f) => ({
      id: randomUUID(),
      user_id: f.ownerId,
      title: 'Hi',
      message: 'Hello there',
    }),
    can: { select: OWNER, insert: ADMIN, update: OWNER, delete: NONE },
  },
  {
    table: 'navigation_preferences',
    pk: 'user_id',
    patch: { skill_level: 'intermediate' },
    seed: existing('navigation_preferences', 'user_id'),
    newRow: freeSingleton('navigation_preferences', prefs),
    can: { select: OWNER, insert: OWNER, update: OWNER, delete: NONE },
  },
  {
    table: 'page_time_spent',
    pk: 'id',
    patch: { seconds: 50, visits: 2 },
    seed: (f) => insertAsOwner(f.server, 'page_time_spent', timeRow(f)),
    newRow: async (f) => timeRow(f),
    can: { select: OWNER, insert: OWNER, update: OWNER, delete: NONE },
  },
  {
    table: 'navigation_events',
    pk: 'id',
    patch: { action: 'edited' },
    seed: (f) => insertAsOwner(f.server, 'navigation_events', eventRow(f)),
    newRow: async (f) => eventRow(f),
    can: { select: OWNER, insert: OWNER, update: NONE, delete: NONE },
  },
  {
    table: 'ip_access_control',
    pk: 'id',
    patch: { reason: 'Changed' },
    seed: (f) =>
      insertAsOwner(f.server, 'ip_access_control', {
        ip_address: '192.0.2.1',
        access_type: 'blacklist',
      }),
    newRow: async () => ({ id: randomUUID(), ip_address: '192.0.2.2', access_type: 'whitelist' }),
    can: { select: ADMIN, insert: ADMIN, update: ADMIN, delete: ADMIN },
  },
  {
    table: 'crawler_activity',
    pk: 'id',
    patch: { detection_score: 0 },
    seed: (f) => insertAsOwner(f.server, 'crawler_activity', crawlerRow()),
    newRow: async () => ({ id: randomUUID(), ...crawlerRow() }),
    can: { select: ADMIN, insert: NONE, update: NONE, delete: NONE },
  },
  {
    table: 'browser_fingerprints',
    pk: 'id',
    patch: { bot_score: 99 },
    seed: (f) => insertAsOwner(f.server, 'browser_fingerprints', fingerprintRow()),
    newRow: async () => ({ id: randomUUID(), ...fingerprintRow() }),
    can: { select: ADMIN, insert: NONE, update: NONE, delete: NONE },
  },
  ...CONTACT_CASES,
]
