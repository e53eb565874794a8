// The ai-navigation-suggestions function (spec section 7): track_action and command_palette.
import {
  isFunctionsFetchError,
  isFunctionsHttpError,
  isFunctionsRelayError,
} from './functions-errors.ts'
import * as z from 'zod/mini'
import { invokeFunction } from './invoke-function.ts'

const FUNCTION = 'ai-navigation-suggestions'

export interface NavigationCallContext {
  userId: string | null
  currentPath: string
  userRole: string
  skillLevel: string
  recentActivity: string[]
}

/** `unreachable` = network, relay or 5xx: worth sending later. `refused` = the server said no. */
export type CallOutcome<T> =
  { ok: true; value: T } | { ok: false; kind: 'unreachable' | 'refused'; message: string }

async function call(body: Record<string, unknown>): Promise<CallOutcome<unknown>> {
  try {
    const { data, error } = await invokeFunction(FUNCTION, { body })
    if (!error) return { ok: true, value: data }
    if (isFunctionsHttpError(error)) {
      const status = (error.context as Response | undefined)?.status ?? 500
      const kind = status >= 500 ? 'unreachable' : 'refused'
      return { ok: false, kind, message: `${FUNCTION}: HTTP ${status}` }
    }
    if (isFunctionsFetchError(error) || isFunctionsRelayError(error)) {
      return { ok: false, kind: 'unreachable', message: String((error as Error).message) }
    }
    return { ok: false, kind: 'unreachable', message: String((error as Error).message) }
  } catch (err) {
    return { ok: false, kind: 'unreachable', message: (err as Error).message }
  }
}

export async function trackAction(
  context: NavigationCallContext,
  action: string,
  metadata: Record<string, unknown>,
): Promise<CallOutcome<null>> {
  const outcome = await call({ type: 'track_action', context, action, metadata })
  return outcome.ok ? { ok: true, value: null } : outcome
}

const suggestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.catch(z.string(), ''),
  action: z.string(),
  priority: z.catch(z.number(), 5),
  triggers: z.catch(z.array(z.string()), []),
  category: z.catch(z.string(), 'AI'),
  icon: z.catch(z.string(), 'sparkles'),
})
const responseSchema = z.object({ suggestions: z.array(suggestionSchema) })
export type RemoteSuggestion = z.infer<typeof suggestionSchema>

export async function fetchPaletteSuggestions(
  context: NavigationCallContext & {
    preferences: { showAdvancedFeatures: boolean }
    query?: string
  },
  limit = 8,
): Promise<CallOutcome<RemoteSuggestion[]>> {
  const outcome = await call({ type: 'command_palette', context, limit })
  if (!outcome.ok) return outcome
  const parsed = responseSchema.safeParse(outcome.value)
  if (!parsed.success) return { ok: false, kind: 'refused', message: 'Unexpected suggestions' }
  // Only routes of this app are followed.
  return { ok: true, value: parsed.data.suggestions.filter((s) => s.action.startsWith('/')) }
}
