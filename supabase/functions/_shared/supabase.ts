// Database access for the edge functions: a client acting as the caller (their JWT, so RLS
// applies) and a service-role client for server-only writes. Standard Supabase env variables.
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2'
import { HttpError } from './http.ts'

function env(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new HttpError(500, 'misconfigured', `${name} is not set`)
  return value
}

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
}

/** The bearer token of the request (the anon key for visitors). */
export function bearerToken(req: Request): string | null {
  const header = req.headers.get('Authorization') ?? ''
  const match = /^Bearer\s+(.+)$/i.exec(header)
  return match?.[1] ?? null
}

export function callerClient(req: Request): SupabaseClient {
  const headers: Record<string, string> = {}
  const auth = req.headers.get('Authorization')
  if (auth) headers.Authorization = auth
  return createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    ...options,
    global: { headers },
  })
}

export function serviceClient(): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), options)
}

/** The signed-in user's id, verified by the auth server; null for visitors (anon key). */
export async function callerUserId(req: Request, client: SupabaseClient): Promise<string | null> {
  const token = bearerToken(req)
  if (!token) return null
  const { data, error } = await client.auth.getUser(token)
  if (error || !data.user) return null
  return data.user.id
}
