// auth.mfa_factors and auth.mfa_challenges: the factors a user enrolled and the challenges issued
// for them (the Factor JSON is in users.ts, with the user object that carries it).
import type { Transaction } from '@electric-sql/pglite'
import { notFound } from './errors.ts'
import { isUuid, type FactorRow } from './users.ts'

/** GoTrue's defaults: an unverified factor and a challenge each live five minutes. */
export const FACTOR_EXPIRY_SECONDS = 300
export const CHALLENGE_EXPIRY_SECONDS = 300
/** GoTrue's MFA_MAX_VERIFIED_FACTORS default. */
export const MAX_VERIFIED_FACTORS = 10

export interface OwnedFactor extends FactorRow {
  secret: string | null
}

/** The user's factor `rawId` (GoTrue's loadFactor: 404 for a bad id or someone else's factor). */
export async function findOwnedFactor(
  tx: Transaction,
  userId: string,
  rawId: string,
): Promise<OwnedFactor> {
  if (!isUuid(rawId)) throw notFound('validation_failed', 'factor_id must be an UUID')
  const res = await tx.query<{ factor: OwnedFactor }>(
    `select to_jsonb(f) as factor from auth.mfa_factors f where f.id = $1 and f.user_id = $2`,
    [rawId, userId],
  )
  const factor = res.rows[0]?.factor
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found')
  return factor
}

/** Unverified factors never challenged are dropped once they are older than the expiry. */
export async function deleteExpiredFactors(tx: Transaction): Promise<void> {
  await tx.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
       and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
       and f.created_at + make_interval(secs => $1) < now()`,
    [FACTOR_EXPIRY_SECONDS],
  )
}

export async function insertTotpFactor(
  tx: Transaction,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<string> {
  const res = await tx.query<{ id: string }>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values (gen_random_uuid(), $1, $2, 'totp', 'unverified', now(), now(), $3) returning id`,
    [userId, friendlyName, secret],
  )
  return res.rows[0]!.id
}

export interface Challenge {
  id: string
  expires_at: number
}

/** Issues a challenge for the factor from `ip` and marks the factor as just challenged. */
export async function createChallenge(
  tx: Transaction,
  factorId: string,
  ip: string,
): Promise<Challenge> {
  const res = await tx.query<Challenge>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values (gen_random_uuid(), $1, now(), $2::inet)
     returning id, (extract(epoch from created_at)::bigint + $3)::int as expires_at`,
    [factorId, ip, CHALLENGE_EXPIRY_SECONDS],
  )
  await tx.query(
    `update auth.mfa_factors set last_challenged_at = clock_timestamp() where id = $1`,
    [factorId],
  )
  return res.rows[0]!
}

export interface ChallengeRow {
  id: string
  verified: boolean
  same_ip: boolean
  expired: boolean
}

/** The factor's challenge `id`, with whether it was used, came from `ip` and has expired. */
export async function findChallenge(
  tx: Transaction,
  factorId: string,
  id: string,
  ip: string,
): Promise<ChallengeRow | null> {
  if (!isUuid(id)) return null
  const res = await tx.query<ChallengeRow>(
    `select id, verified_at is not null as verified, ip_address = $3::inet as same_ip,
       created_at + make_interval(secs => $4) < now() as expired
     from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [id, factorId, ip, CHALLENGE_EXPIRY_SECONDS],
  )
  return res.rows[0] ?? null
}

/** The assurance level recorded on a session row (null when it has none). */
export async function sessionAal(
  tx: Transaction,
  sessionId: string | null,
): Promise<string | null> {
  if (!sessionId) return null
  const res = await tx.query<{ aal: string | null }>(
    `select aal::text as aal from auth.sessions where id = $1`,
    [sessionId],
  )
  return res.rows[0]?.aal ?? null
}
