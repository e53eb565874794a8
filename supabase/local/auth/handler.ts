// /auth/v1: the GoTrue endpoints supabase-js uses, routed to their modules. Every failure leaves
// as GoTrue's error body for the API version the request asked for.
import type { Handler, ServerContext } from '../types.ts'
import { adminRoute } from './admin.ts'
import { adminLinkRoutes } from './admin-links.ts'
import { AuthError, errorResponse, json } from './errors.ts'
import { identitiesRoute, OAUTH_PROVIDERS } from './identities.ts'
import { mfaRoute } from './mfa.ts'
import { reauthenticate } from './reauthenticate.ts'
import { otp, recover, resend } from './recover.ts'
import { signup } from './signup.ts'
import { token } from './token.ts'
import { getUser, logout, updateUser } from './user.ts'
import { verifyGet, verifyPost } from './verify.ts'

type Route = (req: Request, ctx: ServerContext) => Promise<Response>

const ROUTES: Record<string, Partial<Record<string, Route>>> = {
  ...adminLinkRoutes,
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/logout': { POST: logout },
  '/recover': { POST: recover },
  '/resend': { POST: resend },
  '/otp': { POST: otp },
  '/verify': { GET: verifyGet, POST: verifyPost },
  '/user': { GET: getUser, PUT: updateUser },
  // GET, as GoTrue routes it and supabase-js sends it.
  '/reauthenticate': { GET: reauthenticate },
  '/settings': { GET: async (_req, ctx) => json(200, settings(ctx)) },
  '/health': {
    GET: async () =>
      json(200, {
        version: 'local',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      }),
  },
  // The public signing keys (none with HS256 signing: auth-js then checks tokens through /user).
  '/.well-known/jwks.json': {
    GET: async (_req, ctx) =>
      json(200, { keys: ctx.jwt.jwks() }, { 'cache-control': 'public, max-age=600' }),
  },
}

function settings(ctx: ServerContext): Record<string, unknown> {
  const external: Record<string, boolean> = {
    anonymous_users: ctx.config.enableAnonymousSignIns,
    email: ctx.config.emailProviderEnabled,
  }
  for (const name of [...OAUTH_PROVIDERS, 'phone']) external[name] = false
  return {
    external,
    disable_signup: !ctx.config.enableSignup,
    mailer_autoconfirm: ctx.config.autoConfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }
}

export const authHandler: Handler = async (req, ctx) => {
  try {
    const path = new URL(req.url).pathname.replace(/^\/auth\/v1/, '').replace(/\/+$/, '') || '/'
    const admin = await adminRoute(req, ctx, path)
    if (admin) return admin
    const mfa = await mfaRoute(req, ctx, path)
    if (mfa) return mfa
    const identities = await identitiesRoute(req, ctx, path)
    if (identities) return identities
    const methods = ROUTES[path]
    const route = methods?.[req.method]
    if (!route) {
      if (methods || path.startsWith('/admin/users')) {
        throw new AuthError(
          405,
          'method_not_allowed',
          `Method ${req.method} not allowed on ${path}`,
        )
      }
      throw new AuthError(404, 'not_found', `No such endpoint: ${path}`)
    }
    return await route(req, ctx)
  } catch (error) {
    return errorResponse(error, req)
  }
}
