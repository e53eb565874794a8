// Identity linking (/user/identities), behind [auth] enable_manual_linking as in GoTrue.
// GET /authorize starts an OAuth link; this backend has no OAuth provider enabled, so it answers
// as GoTrue does for a disabled or unknown provider. DELETE /{id} unlinks an identity with
// GoTrue's rules: never the last one, and the user's email and providers follow what remains.
import type { Transaction } from '@electric-sql/pglite'
import type { ServerContext } from '../types.ts'
import { AuthError, json, notFound, unprocessable, validationFailed } from './errors.ts'
import { requireUser } from './request.ts'
import { isUuid, type IdentityRow, type UserRow } from './users.ts'

/** The OAuth providers GoTrue knows; none is enabled on this backend. */
export const OAUTH_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin_oidc',
  'notion',
  'slack_oidc',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'zoom',
]

function assertManualLinking(ctx: ServerContext): void {
  if (!ctx.config.enableManualLinking) {
    throw notFound('manual_linking_disabled', 'Manual linking is disabled')
  }
}

async function authorize(req: Request, ctx: ServerContext): Promise<Response> {
  await requireUser(ctx, req)
  assertManualLinking(ctx)
  const provider = (new URL(req.url).searchParams.get('provider') ?? '').toLowerCase()
  const reason = OAUTH_PROVIDERS.includes(provider)
    ? 'provider is not enabled'
    : `Provider ${provider} could not be found`
  throw validationFailed(`Unsupported provider: ${reason}`)
}

/** GoTrue's rank for the identity whose email becomes the user's: verified, unverified, none. */
function rank(i: IdentityRow): number {
  if (!i.email) return 2
  return i.identity_data.email_verified === true ? 0 : 1
}

/** Keeps the user's email on one of the remaining identities (GoTrue's UpdateUserEmailFromIdentities). */
async function emailFromIdentities(
  ctx: ServerContext,
  tx: Transaction,
  user: UserRow,
  remaining: IdentityRow[],
): Promise<void> {
  const email = (user.email ?? '').toLowerCase()
  if (remaining.some((i) => (i.email ?? '') === email)) return
  const ordered = [...remaining].sort((a, b) => rank(a) - rank(b))
  for (const identity of ordered) {
    const taken = await tx.query(`select 1 from auth.users where lower(email) = $1 and id <> $2`, [
      identity.email ?? '',
      user.id,
    ])
    if (identity.email && taken.rows.length > 0) continue
    const confirmed = !!identity.email && (rank(identity) === 0 || ctx.config.autoConfirm)
    await tx.query(
      `update auth.users set email = nullif($2, ''), confirmation_token = '', recovery_token = '',
         email_change_token_new = '', email_change = '', reauthentication_token = '',
         email_confirmed_at = case when $3::boolean then email_confirmed_at end, updated_at = now()
       where id = $1`,
      [user.id, identity.email ?? '', confirmed],
    )
    return
  }
  throw unprocessable(
    'email_conflict_identity_not_deletable',
    'Unable to unlink identity due to email conflict',
  )
}

async function unlink(req: Request, ctx: ServerContext, rawId: string): Promise<Response> {
  const { user } = await requireUser(ctx, req)
  assertManualLinking(ctx)
  if (!isUuid(rawId)) throw notFound('validation_failed', 'identity_id must be an UUID')
  if (user.identities.length <= 1) {
    throw unprocessable(
      'single_identity_not_deletable',
      'User must have at least 1 identity after unlinking',
    )
  }
  const target = user.identities.find((i) => i.id === rawId)
  if (!target) throw unprocessable('identity_not_found', "Identity doesn't exist")
  await ctx.db.transaction(async (tx) => {
    await tx.query(`delete from auth.identities where id = $1`, [target.id])
    const remaining = user.identities.filter((i) => i.id !== target.id)
    await emailFromIdentities(ctx, tx, user, remaining)
    const providers = [...new Set(remaining.map((i) => i.provider))]
    await tx.query(
      `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb)
         || jsonb_build_object('providers', $2::jsonb, 'provider', $3::text), updated_at = now()
       where id = $1`,
      [user.id, JSON.stringify(providers), providers[0] ?? null],
    )
  })
  return json(200, {})
}

/** Routes /user/identities/...; null when the path is not one of them. */
export async function identitiesRoute(
  req: Request,
  ctx: ServerContext,
  path: string,
): Promise<Response | null> {
  if (!path.startsWith('/user/identities/')) return null
  const rest = decodeURIComponent(path.slice('/user/identities/'.length))
  if (rest === 'authorize' && req.method === 'GET') return authorize(req, ctx)
  if (rest !== 'authorize' && !rest.includes('/') && req.method === 'DELETE') {
    return unlink(req, ctx, rest)
  }
  throw new AuthError(405, 'method_not_allowed', `Method ${req.method} not allowed on ${path}`)
}
