// signInAnonymously(): POST /signup with neither an email nor a phone. When the project allows it
// ([auth] enable_anonymous_sign_ins) GoTrue makes a user with no email, no identity and
// is_anonymous set, and signs it in with `anonymous` in the session's amr.
import type { ServerContext } from '../types.ts'
import { json, unprocessable } from './errors.ts'
import { limitAnonymousSignIn } from './ratelimit.ts'
import { objectOrUndefined, type Body } from './request.ts'
import { createSession, tokenResponse } from './sessions.ts'
import { insertAnonymousUser } from './users.ts'

export async function signupAnonymously(
  req: Request,
  ctx: ServerContext,
  body: Body,
): Promise<Response> {
  if (!ctx.config.enableAnonymousSignIns) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  }
  limitAnonymousSignIn(ctx.config, ctx.clientIp(req))
  if (!ctx.config.enableSignup) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  }
  const data = objectOrUndefined(body.data, 'data') ?? {}
  const tokens = await ctx.db.transaction(async (tx) => {
    const id = await insertAnonymousUser(tx, data)
    const issued = await createSession(ctx, req, tx, id, 'anonymous')
    return tokenResponse(ctx, req, tx, id, issued)
  })
  return json(200, tokens)
}
