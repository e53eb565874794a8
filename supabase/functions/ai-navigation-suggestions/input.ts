// Validation of the ai-navigation-suggestions request body (spec section 7).
import { badRequest, isRecord } from '../_shared/http.ts'
import type { NavRole, SkillLevel } from '../_shared/navigation-catalogue.ts'

export interface NavContext {
  currentPath: string
  userRole: NavRole
  skillLevel: SkillLevel
  recentActivity: string[]
  showAdvancedFeatures: boolean
  query: string
}

export type SuggestionsRequest =
  | { type: 'track_action'; context: NavContext; action: string; metadata: Record<string, unknown> }
  | { type: 'command_palette'; context: NavContext; limit: number }

const ROLES = ['guest', 'company', 'craftsman'] as const
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const
const ACTION_RE = /^[A-Za-z0-9_.:-]{1,100}$/

function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  fallback: T,
  field: string,
): T {
  if (value === undefined || value === null) return fallback
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw badRequest(`${field} must be one of ${allowed.join(', ')}`)
}

function parseContext(raw: unknown): NavContext {
  if (raw === undefined) raw = {}
  if (!isRecord(raw)) throw badRequest('context must be an object')
  const path = raw.currentPath ?? '/'
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 300) {
    throw badRequest('context.currentPath must be a path starting with /')
  }
  const recent = raw.recentActivity ?? []
  if (!Array.isArray(recent) || recent.some((a) => typeof a !== 'string' || a.length > 100)) {
    throw badRequest('context.recentActivity must be a list of action names')
  }
  const prefs = isRecord(raw.preferences) ? raw.preferences : {}
  const query = raw.query ?? ''
  if (typeof query !== 'string' || query.length > 200)
    throw badRequest('context.query must be text up to 200 characters')
  return {
    currentPath: path.split('?')[0] ?? '/',
    userRole: oneOf(raw.userRole, ROLES, 'guest', 'context.userRole'),
    skillLevel: oneOf(raw.skillLevel, LEVELS, 'beginner', 'context.skillLevel'),
    recentActivity: (recent as string[]).slice(0, 10),
    showAdvancedFeatures: prefs.showAdvancedFeatures === true,
    query,
  }
}

export function parseRequest(body: Record<string, unknown>): SuggestionsRequest {
  const context = parseContext(body.context)
  if (body.type === 'track_action') {
    if (typeof body.action !== 'string' || !ACTION_RE.test(body.action)) {
      throw badRequest('action must be 1-100 letters, digits or _ . : -')
    }
    const metadata = body.metadata ?? {}
    if (!isRecord(metadata)) throw badRequest('metadata must be an object')
    if (JSON.stringify(metadata).length > 4000)
      throw badRequest('metadata is too large (max 4000 characters)')
    return { type: 'track_action', context, action: body.action, metadata }
  }
  if (body.type === 'command_palette') {
    const limit = body.limit ?? 8
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 20) {
      throw badRequest('limit must be a whole number from 1 to 20')
    }
    return { type: 'command_palette', context, limit }
  }
  throw badRequest('type must be track_action or command_palette', 'unknown_type')
}
