// Who an API request acts for: the key in `Authorization: Bearer clk_…` (or `X-Api-Key`),
// checked against the stored hashes by the database; unknown, revoked and expired keys are 401.
import { HttpError } from '../_shared/http.ts'
import type { serviceClient } from '../_shared/supabase.ts'

export interface ApiKey {
  id: string
  owner_id: string
  organization_id: string | null
  scopes: string[]
}

const KEY = /^clk_[0-9a-f]{10}_[0-9a-f]{64}$/

export function presentedApiKey(req: Request): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1]
  return bearer ?? req.headers.get('X-Api-Key')
}

export async function authenticate(
  req: Request,
  service: ReturnType<typeof serviceClient>,
): Promise<ApiKey> {
  const key = presentedApiKey(req)
  if (!key) throw new HttpError(401, 'missing_api_key', 'Send your API key as a Bearer token')
  if (!KEY.test(key)) throw new HttpError(401, 'invalid_api_key', 'Invalid or revoked API key')
  const { data, error } = await service.rpc('authenticate_api_key', { p_key: key })
  if (error) throw new Error(`authenticate_api_key failed: ${error.message}`)
  const [found] = (data ?? []) as ApiKey[]
  if (!found) throw new HttpError(401, 'invalid_api_key', 'Invalid or revoked API key')
  return found
}

export function requireScope(key: ApiKey, scope: string): void {
  if (!key.scopes.includes(scope))
    throw new HttpError(403, 'insufficient_scope', `This key lacks the scope ${scope}`)
}
