// auth.users and auth.identities: reading, creating and the User JSON GoTrue returns.
// Every write is SQL inside the database so product triggers on auth.users run as on hosted.
import type { Transaction } from '@electric-sql/pglite'
import { badRequest, validationFailed } from './errors.ts'

/** A row of auth.users as to_jsonb renders it, plus its identities. */
export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: string | null
  invited_at: string | null
  confirmation_token: string | null
  confirmation_sent_at: string | null
  recovery_token: string | null
  recovery_sent_at: string | null
  email_change: string | null
  email_change_token_new: string | null
  email_change_sent_at: string | null
  last_sign_in_at: string | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: string | null
  updated_at: string | null
  phone: string | null
  phone_confirmed_at: string | null
  confirmed_at: string | null
  banned_until: string | null
  deleted_at: string | null
  is_anonymous: boolean
  reauthentication_token: string | null
  reauthentication_sent_at: string | null
  identities: IdentityRow[]
  factors: FactorRow[]
}

export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: string | null
  created_at: string | null
  updated_at: string | null
  email: string | null
}

/** Instance id GoTrue writes on single-tenant installs. */
export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000'

const SELECT_USER = `
  select to_jsonb(u) || jsonb_build_object('identities', coalesce(
    (select jsonb_agg(to_jsonb(i) order by i.created_at, i.id) from auth.identities i where i.user_id = u.id),
    '[]'::jsonb), 'factors', coalesce(
    (select jsonb_agg(to_jsonb(f) - 'secret' order by f.created_at, f.id) from auth.mfa_factors f where f.user_id = u.id),
    '[]'::jsonb)) as user
  from auth.users u`

async function one(tx: Transaction, where: string, params: unknown[]): Promise<UserRow | null> {
  const res = await tx.query<{ user: UserRow }>(`${SELECT_USER} where ${where} limit 1`, params)
  return res.rows[0]?.user ?? null
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: string): boolean => UUID_RE.test(value)

export function findUserById(tx: Transaction, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return Promise.resolve(null)
  return one(tx, 'u.id = $1', [id])
}

export function findUserByEmail(tx: Transaction, email: string): Promise<UserRow | null> {
  return one(tx, `lower(u.email) = lower($1) and u.is_sso_user = false`, [email])
}

/** The user holding an unexpired one-time token hash in `column`. */
export function findUserByToken(
  tx: Transaction,
  column: 'confirmation_token' | 'recovery_token' | 'email_change_token_new',
  hash: string,
): Promise<UserRow | null> {
  if (hash === '') return Promise.resolve(null)
  return one(tx, `u.${column} = $1`, [hash])
}

// HTML5's email grammar: what GoTrue accepts too (a dotless domain is allowed).
const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** GoTrue's email checks; returns the trimmed, lower-cased address. */
export function normaliseEmail(raw: unknown): string {
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : ''
  if (email === '') throw validationFailed('An email address is required')
  if (email.length > 255) throw validationFailed('An email address is too long')
  if (!EMAIL_RE.test(email))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format')
  return email
}

export interface NewUser {
  email: string
  passwordHash: string | null
  confirmed: boolean
  userMetadata: Record<string, unknown>
  appMetadata?: Record<string, unknown>
}

/** Inserts a user and its email identity; returns the new id. */
export async function insertUser(tx: Transaction, user: NewUser): Promise<string> {
  const appMeta = { provider: 'email', providers: ['email'], ...user.appMetadata }
  const res = await tx.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ($1, gen_random_uuid(), 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, $5::jsonb, $6::jsonb, now(), now(), false, '', '', '', '')
     returning id`,
    [INSTANCE_ID, user.email, user.passwordHash ?? '', user.confirmed, appMeta, user.userMetadata],
  )
  const id = res.rows[0]!.id
  const identityData: Record<string, unknown> = { ...user.userMetadata }
  Object.assign(identityData, {
    sub: id,
    email: user.email,
    email_verified: user.confirmed,
    phone_verified: false,
  })
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', now(), now(), now())`,
    [id, id, identityData],
  )
  return id
}

/** Inserts an anonymous user: no email, no password, no identity, empty app_metadata. */
export async function insertAnonymousUser(
  tx: Transaction,
  userMetadata: Record<string, unknown>,
): Promise<string> {
  const res = await tx.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, encrypted_password, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at, is_anonymous, confirmation_token, recovery_token,
       email_change_token_new, email_change)
     values ($1, gen_random_uuid(), 'authenticated', 'authenticated', '', '{}'::jsonb, $2::jsonb,
       now(), now(), true, '', '', '', '')
     returning id`,
    [INSTANCE_ID, userMetadata],
  )
  return res.rows[0]!.id
}

/** Marks the email confirmed (signup link, admin email_confirm) and clears the confirmation token. */
export async function confirmEmail(tx: Transaction, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       confirmation_token = '', updated_at = now() where id = $1`,
    [userId],
  )
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb,
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  )
}

/** A row of auth.mfa_factors as to_jsonb renders it, without the secret. */
export interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: 'totp' | 'phone' | 'webauthn'
  status: 'unverified' | 'verified'
  created_at: string
  updated_at: string
  phone: string | null
  last_challenged_at: string | null
}

/** The Factor object in GoTrue's field order (friendly_name left out when empty). */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    created_at: f.created_at,
    updated_at: f.updated_at,
    status: f.status,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    phone: f.phone ?? '',
    last_challenged_at: f.last_challenged_at,
  }
}

const omitNull = (entries: Array<[string, unknown]>): Record<string, unknown> =>
  Object.fromEntries(entries.filter(([, v]) => v !== null && v !== undefined))

function identityJson(i: IdentityRow): Record<string, unknown> {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: i.last_sign_in_at ?? undefined,
    created_at: i.created_at,
    updated_at: i.updated_at,
    email: i.email ?? undefined,
  }
}

/** The User object in GoTrue's field order; null timestamps are left out as GoTrue omits them. */
export function userJson(u: UserRow): Record<string, unknown> {
  return {
    ...omitNull([
      ['id', u.id],
      ['aud', u.aud ?? ''],
      ['role', u.role ?? ''],
      ['email', u.email ?? ''],
      ['email_confirmed_at', u.email_confirmed_at],
      ['invited_at', u.invited_at],
      ['phone', u.phone ?? ''],
      ['phone_confirmed_at', u.phone_confirmed_at],
      ['confirmation_sent_at', u.confirmation_sent_at],
      ['confirmed_at', u.confirmed_at],
      ['recovery_sent_at', u.recovery_sent_at],
      ['new_email', u.email_change || null],
      ['email_change_sent_at', u.email_change_sent_at],
      ['reauthentication_sent_at', u.reauthentication_sent_at],
      ['last_sign_in_at', u.last_sign_in_at],
    ]),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    // GoTrue leaves `factors` out while the user has none.
    ...(u.factors.length > 0 ? { factors: u.factors.map(factorJson) } : {}),
    identities: u.identities.map(identityJson),
    ...omitNull([
      ['created_at', u.created_at],
      ['updated_at', u.updated_at],
      ['banned_until', u.banned_until],
      ['deleted_at', u.deleted_at],
    ]),
    is_anonymous: u.is_anonymous,
  }
}

export function isBanned(u: UserRow): boolean {
  return u.banned_until !== null && Date.parse(u.banned_until) > Date.now()
}
