// /factors: TOTP multi-factor authentication as GoTrue serves it. Enrol (POST /factors), challenge
// (POST /factors/{id}/challenge), verify (POST /factors/{id}/verify: the session steps up to aal2
// with `totp` in its amr) and unenrol (DELETE /factors/{id}). Phone and WebAuthn factors need an
// SMS provider or a browser ceremony this backend does not have: they answer as disabled.
import { isIP } from 'node:net'
import type { MfaFactorConfig, ServerContext } from '../types.ts'
import { AuthError, forbidden, json, unprocessable, validationFailed } from './errors.ts'
import {
  MAX_VERIFIED_FACTORS,
  createChallenge,
  deleteExpiredFactors,
  findChallenge,
  findOwnedFactor,
  insertTotpFactor,
  sessionAal,
} from './factors.ts'
import { qrSvg } from './qr-svg.ts'
import { limitMfaRequest } from './ratelimit.ts'
import { readJson, requireUser, str, type Authenticated } from './request.ts'
import { addAmrClaim, swapRefreshToken, tokenResponse } from './sessions.ts'
import { generateTotpSecret, totpUri, verifyTotp } from './totp.ts'
import { findUserById } from './users.ts'

const KIND_NAMES = { totp: 'TOTP', phone: 'Phone', webauthn: 'WebAuthn' } as const
type FactorKind = keyof typeof KIND_NAMES

function kindSettings(ctx: ServerContext, kind: FactorKind): MfaFactorConfig {
  const mfa = ctx.config.mfa
  return kind === 'webauthn' ? mfa.webAuthn : mfa[kind]
}

/** GoTrue's requireNotAnonymous: anonymous users cannot hold factors. */
async function requireNamedUser(ctx: ServerContext, req: Request): Promise<Authenticated> {
  const auth = await requireUser(ctx, req)
  if (auth.claims.is_anonymous === true) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions')
  }
  return auth
}

/** The client address as auth.mfa_challenges stores it (inet). */
function ipOf(ctx: ServerContext, req: Request): string {
  const ip = ctx.clientIp(req)
  return isIP(ip) ? ip : '0.0.0.0'
}

async function enroll(req: Request, ctx: ServerContext): Promise<Response> {
  const { user, sessionId } = await requireNamedUser(ctx, req)
  const body = await readJson(req)
  const kind = str(body.factor_type)
  if (!(kind in KIND_NAMES)) {
    throw validationFailed('factor_type needs to be totp, phone, or webauthn')
  }
  const name = KIND_NAMES[kind as FactorKind]
  if (kind !== 'totp' || !kindSettings(ctx, 'totp').enrollEnabled) {
    throw unprocessable(`mfa_${kind}_enroll_not_enabled`, `MFA enroll is disabled for ${name}`)
  }
  const friendlyName = str(body.friendly_name)
  const issuer = str(body.issuer) || new URL(ctx.config.siteUrl).host
  const secret = generateTotpSecret()
  const uri = totpUri(issuer, user.email ?? '', secret)
  const id = await ctx.db.transaction(async (tx) => {
    await deleteExpiredFactors(tx)
    const factors = (await findUserById(tx, user.id))?.factors ?? []
    if (friendlyName !== '' && factors.some((f) => f.friendly_name === friendlyName)) {
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      )
    }
    const verified = factors.filter((f) => f.status === 'verified').length
    if (factors.length >= ctx.config.mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS) {
      throw unprocessable(
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      )
    }
    if (verified > 0 && (await sessionAal(tx, sessionId)) !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor')
    }
    return insertTotpFactor(tx, user.id, friendlyName, secret)
  })
  return json(200, {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: qrSvg(uri), secret, uri },
  })
}

/** A factor of a kind this server can check, with that kind's verification switched on. */
function assertVerifiable(ctx: ServerContext, kind: FactorKind): void {
  if (kind !== 'totp' || !kindSettings(ctx, kind).verifyEnabled) {
    const name = KIND_NAMES[kind]
    throw unprocessable(
      `mfa_${kind}_verify_not_enabled`,
      `MFA verification is disabled for ${name}`,
    )
  }
}

async function challenge(req: Request, ctx: ServerContext, factorId: string): Promise<Response> {
  limitMfaRequest(ctx.config, ctx.clientIp(req), 'challenge')
  const { user } = await requireNamedUser(ctx, req)
  const issued = await ctx.db.transaction(async (tx) => {
    const factor = await findOwnedFactor(tx, user.id, factorId)
    assertVerifiable(ctx, factor.factor_type)
    return createChallenge(tx, factor.id, ipOf(ctx, req))
  })
  return json(200, { id: issued.id, type: 'totp', expires_at: issued.expires_at })
}

async function verify(req: Request, ctx: ServerContext, factorId: string): Promise<Response> {
  limitMfaRequest(ctx.config, ctx.clientIp(req), 'verify')
  const { user, sessionId } = await requireNamedUser(ctx, req)
  const body = await readJson(req)
  const code = str(body.code)
  const challengeId = str(body.challenge_id)
  if (!sessionId) throw new Error('a signed-in user without a session verified a factor')
  const ip = ipOf(ctx, req)
  const outcome = await ctx.db.transaction(async (tx) => {
    const factor = await findOwnedFactor(tx, user.id, factorId)
    if (code === '') throw validationFailed('Code needs to be non-empty')
    assertVerifiable(ctx, factor.factor_type)
    const found = await findChallenge(tx, factor.id, challengeId, ip)
    if (!found) {
      throw unprocessable(
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      )
    }
    if (found.verified || !found.same_ip) {
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
    }
    if (found.expired) {
      await tx.query(`delete from auth.mfa_challenges where id = $1`, [found.id])
      return {
        error: unprocessable(
          'mfa_challenge_expired',
          `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
        ),
      }
    }
    if (!factor.secret || !verifyTotp(factor.secret, code)) {
      throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')
    }
    await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [found.id])
    await tx.query(
      `update auth.mfa_factors set status = 'verified', updated_at = now()
       where id = $1 and status <> 'verified'`,
      [factor.id],
    )
    await addAmrClaim(tx, sessionId, 'totp')
    await tx.query(
      `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
      [sessionId, factor.id],
    )
    const refreshToken = await swapRefreshToken(tx, user.id, sessionId)
    // As GoTrue: the user's sessions still at aal1 end, and other unverified TOTP factors go.
    await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [user.id])
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
      [user.id],
    )
    return { tokens: await tokenResponse(ctx, req, tx, user.id, { sessionId, refreshToken }) }
  })
  // The expired challenge's deletion must commit, so its error is raised after the transaction.
  if ('error' in outcome) throw outcome.error
  return json(200, outcome.tokens)
}

async function unenroll(req: Request, ctx: ServerContext, factorId: string): Promise<Response> {
  const { user, sessionId } = await requireNamedUser(ctx, req)
  const id = await ctx.db.transaction(async (tx) => {
    const factor = await findOwnedFactor(tx, user.id, factorId)
    if (factor.status === 'verified' && (await sessionAal(tx, sessionId)) !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor')
    }
    // Sessions that stepped up with this factor fall back to aal1 (GoTrue's DowngradeSessionsToAAL1).
    await tx.query(
      `delete from auth.mfa_amr_claims where authentication_method = 'totp'
         and session_id in (select id from auth.sessions where factor_id = $1)`,
      [factor.id],
    )
    await tx.query(
      `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
      [factor.id],
    )
    await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id])
    return factor.id
  })
  return json(200, { id })
}

/** Routes /factors[/<id>[/challenge|/verify]]; null when the path is not one of them. */
export async function mfaRoute(
  req: Request,
  ctx: ServerContext,
  path: string,
): Promise<Response | null> {
  if (path === '/factors') {
    if (req.method === 'POST') return enroll(req, ctx)
    throw new AuthError(405, 'method_not_allowed', `Method ${req.method} not allowed on ${path}`)
  }
  const match = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path)
  if (!match) return null
  const factorId = decodeURIComponent(match[1]!)
  const action = match[2] ?? ''
  if (action === '/challenge' && req.method === 'POST') return challenge(req, ctx, factorId)
  if (action === '/verify' && req.method === 'POST') return verify(req, ctx, factorId)
  if (action === '' && req.method === 'DELETE') return unenroll(req, ctx, factorId)
  throw new AuthError(405, 'method_not_allowed', `Method ${req.method} not allowed on ${path}`)
}
