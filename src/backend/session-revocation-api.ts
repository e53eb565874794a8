// Ends a session on the server after the device has already signed out (an offline sign-out,
// issue 39): POST /auth/v1/logout with the session's access token or, once that token has
// expired, with a fresh one obtained from the session's refresh token. Plain fetch, because
// supabase-js would adopt the refreshed session and sign this device back in.

export type SignOutScope = 'global' | 'local'

export interface SessionTokens {
  accessToken: string
  refreshToken: string
  /** Epoch seconds at which the access token expires (supabase-js's expires_at). */
  expiresAt?: number | undefined
}

export interface AuthEndpoint {
  url: string
  anonKey: string
  fetch?: typeof fetch
  now?: () => number
}

/** `revoked`: the server ended it now. `gone`: it had ended already. `retry`: no answer yet. */
export type RevocationOutcome = 'revoked' | 'gone' | 'retry'

/** An access token this close to expiry is not used: it may expire on the way. */
const EXPIRY_MARGIN_MS = 30_000

type Answer = { status: number; body: unknown } | 'unreachable'

async function post(
  endpoint: AuthEndpoint,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  try {
    const response = await (endpoint.fetch ?? fetch)(`${endpoint.url}/auth/v1${path}`, {
      method: 'POST',
      headers: { apikey: endpoint.anonKey, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
  } catch {
    return 'unreachable'
  }
}

/** 4xx other than timeouts and rate limits: the server knows no such session or token. */
function isRefusal(answer: Answer): boolean {
  if (answer === 'unreachable') return false
  const { status } = answer
  return status >= 400 && status < 500 && status !== 408 && status !== 429
}

const isSuccess = (answer: Answer) =>
  answer !== 'unreachable' && answer.status >= 200 && answer.status < 300

function logout(endpoint: AuthEndpoint, accessToken: string, scope: SignOutScope) {
  return post(endpoint, `/logout?scope=${scope}`, { authorization: `Bearer ${accessToken}` })
}

function accessTokenOf(answer: Answer): string | null {
  if (answer === 'unreachable' || typeof answer.body !== 'object' || answer.body === null) {
    return null
  }
  const token = (answer.body as { access_token?: unknown }).access_token
  return typeof token === 'string' && token !== '' ? token : null
}

export async function revokeSession(
  tokens: SessionTokens,
  scope: SignOutScope,
  endpoint: AuthEndpoint,
): Promise<RevocationOutcome> {
  const now = endpoint.now ?? Date.now
  const accessFresh =
    tokens.expiresAt !== undefined && tokens.expiresAt * 1000 - now() > EXPIRY_MARGIN_MS
  if (accessFresh) {
    const answer = await logout(endpoint, tokens.accessToken, scope)
    if (isSuccess(answer)) return 'revoked'
    // A refused token may only look fresh (the device's clock is off): the refresh token decides.
    if (!isRefusal(answer)) return 'retry'
  }
  const refreshed = await post(
    endpoint,
    '/token?grant_type=refresh_token',
    {},
    {
      refresh_token: tokens.refreshToken,
    },
  )
  if (isRefusal(refreshed)) return 'gone'
  const accessToken = accessTokenOf(refreshed)
  if (!isSuccess(refreshed) || !accessToken) return 'retry'
  const answer = await logout(endpoint, accessToken, scope)
  if (isSuccess(answer)) return 'revoked'
  return isRefusal(answer) ? 'gone' : 'retry'
}
