// Random GoTrue requests: every endpoint supabase-js uses, with random tokens and random
// bodies (wrong types, NUL bytes, deep user metadata).
import {
  chance,
  deepValue,
  jsonValue,
  oddBody,
  pick,
  type FuzzRequest,
  type Keys,
  type Rand,
} from './random.ts'

const ENDPOINTS: Array<[string, string]> = [
  ['POST', '/signup'],
  ['POST', '/token?grant_type=password'],
  ['POST', '/token?grant_type=refresh_token'],
  ['POST', '/token?grant_type=pkce'],
  ['POST', '/token?grant_type=bogus'],
  ['POST', '/recover'],
  ['POST', '/otp'],
  ['POST', '/resend'],
  ['POST', '/verify'],
  ['GET', '/verify?type=signup&token=x&redirect_to=http%3A%2F%2Fevil.example'],
  ['GET', '/user'],
  ['PUT', '/user'],
  ['POST', '/logout?scope=others'],
  ['GET', '/admin/users?page=x&per_page=-1'],
  ['POST', '/admin/users'],
  ['PUT', '/admin/users/e9b1c9f4-9b7a-4a53-9d1e-8b1b6f3c2d11'],
  ['GET', '/settings'],
]
const FIELDS = [
  'email',
  'password',
  'data',
  'refresh_token',
  'token',
  'token_hash',
  'type',
  'phone',
  'options',
  'code_verifier',
  'auth_code',
  'email_confirm',
  'user_metadata',
  'app_metadata',
  'gotrue_meta_security',
]

export function authRequest(r: Rand, keys: Keys, n: number): FuzzRequest {
  const [method, path] = pick(r, ENDPOINTS)
  const headers: Record<string, string> = { apikey: keys.anon, 'Content-Type': 'application/json' }
  const auth = pick(r, [null, keys.anon, keys.service, keys.user, `${keys.user}x`, 'x'])
  if (auth !== null) headers.Authorization = `Bearer ${auth}`
  if (chance(r, 0.7)) headers['X-Supabase-Api-Version'] = '2024-01-01'
  let body: string | undefined
  if (method !== 'GET') {
    const email = `fuzz${n}@example.com`
    const roll = r()
    if (roll < 0.1) {
      body = `{"email":"${email}","password":"Fuzz-pass-2026","data":${deepValue(r)}}`
    } else if (roll < 0.2) {
      body = oddBody(r)
    } else {
      const obj: Record<string, unknown> = {}
      for (const f of FIELDS) if (chance(r, 0.3)) obj[f] = jsonValue(r, 2, FIELDS)
      if (chance(r, 0.6)) obj.email = chance(r, 0.8) ? email : jsonValue(r, 3)
      if (chance(r, 0.6)) obj.password = chance(r, 0.8) ? 'Fuzz-pass-2026' : jsonValue(r, 3)
      body = JSON.stringify(obj)
    }
  }
  return { method, path: `/auth/v1${path}`, headers, body }
}
