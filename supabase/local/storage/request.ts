// What a storage request carries: who calls (storage-api's isAuthenticated and JWT claims), its
// JSON body checked against a zod schema (answered as storage-api's schema validation answers),
// and the object keys storage-api accepts.
import type * as z from 'zod'
import { ANON_CLAIMS, requestClaims } from '../http/claims.ts'
import { checkApiKey } from '../http/gateway.ts'
import { parseJson } from '../http/json.ts'
import type { Claims, ServerContext } from '../types.ts'
import { errors } from './respond.ts'

export interface Caller {
  claims: Claims
  /** A verified JWT (or a project key) came with the request; public routes need none. */
  isAuthenticated: boolean
  /** Why the JWT was refused, when one was sent and failed. */
  jwtError: string | null
}

export const NOBODY: Caller = { claims: ANON_CLAIMS, isAuthenticated: false, jwtError: null }

/** What every storage route gets: the request, the server, the caller and the path's parts. */
export interface StorageRequest {
  req: Request
  ctx: ServerContext
  caller: Caller
  /** The bucket the path names ('' on routes without one). */
  bucket: string
  /** The object's name in it, its segments decoded ('' on routes without one). */
  name: string
}

/**
 * The caller as storage-api's JWT plugin sees it: the Authorization header's JWT or, without one,
 * one of the project's keys in the apikey header. Without either (the open routes, which the
 * gateway does not check) nobody; an invalid JWT leaves the caller unauthenticated with the
 * reason, for the routes that refuse it.
 */
export async function readCaller(req: Request, ctx: ServerContext): Promise<Caller> {
  const apikey = req.headers.get('apikey')
  const hasKey = apikey !== null && checkApiKey(apikey, ctx.config) === null
  if (!req.headers.has('authorization') && !hasKey) return { ...NOBODY, jwtError: 'No JWT given' }
  try {
    return { claims: await requestClaims(req, ctx), isAuthenticated: true, jwtError: null }
  } catch (error) {
    return { ...NOBODY, jwtError: (error as Error).message }
  }
}

/** The JWT's subject: the owner storage-api records on what the caller writes. */
export function ownerOf(claims: Claims): string | null {
  return typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** storage.objects/buckets keep the owner as a uuid (when it is one) and as text. */
export function ownerColumns(owner: string | null): [string | null, string | null] {
  return [owner !== null && UUID_RE.test(owner) ? owner : null, owner]
}

// storage-api's limits.ts: S3-safe characters only (the hyphen last, a literal).
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/

export const isValidKey = (key: string): boolean => key.length > 0 && VALID_OBJECT_KEY.test(key)

export const isValidBucketName = (name: string): boolean =>
  name.length > 0 && name.length < 101 && VALID_BUCKET_NAME.test(name)

/** An ajv-style message for the first problem zod found, as storage-api's schemas report it. */
function validationMessage(where: string, error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return `${where} is invalid`
  const path = issue.path.map(String)
  if (issue.code === 'invalid_type' && issue.input === undefined && path.length > 0) {
    const parent = path.slice(0, -1)
    return `${[where, ...parent].join('/')} must have required property '${path.at(-1)}'`
  }
  return `${[where, ...path].join('/')} ${issue.message}`
}

/** Checks `value` (a body or the query) with `schema`; a 400 InvalidRequest when it does not fit. */
export function validate<T>(schema: z.ZodType<T>, value: unknown, where: string): T | Response {
  const parsed = schema.safeParse(value, { reportInput: true })
  return parsed.success
    ? parsed.data
    : errors.invalidRequest(validationMessage(where, parsed.error))
}

/** The request's JSON body (an empty body is `{}`) checked with `schema`. */
export async function readBody<T>(req: Request, schema: z.ZodType<T>): Promise<T | Response> {
  let body: unknown
  try {
    const text = await req.text()
    body = text.trim() === '' ? {} : parseJson(text)
  } catch {
    return errors.invalidRequest('Body is not valid JSON')
  }
  return validate(schema, body, 'body')
}
