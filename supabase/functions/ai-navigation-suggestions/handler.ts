// ai-navigation-suggestions: `track_action` stores a navigation event for the signed-in user;
// `command_palette` returns ranked suggestions from the usage-based model (no external AI).
import { json, readJsonObject, HttpError, withErrors } from '../_shared/http.ts'
import { callerClient, callerUserId, serviceClient } from '../_shared/supabase.ts'
import { usageModel, type SuggestionModel, type UsageStats } from '../_shared/navigation-model.ts'
import { parseRequest, type NavContext } from './input.ts'

/** Swap this for a hosted-model implementation of SuggestionModel when one is available. */
const model: SuggestionModel = usageModel

async function track(
  req: Request,
  context: NavContext,
  action: string,
  metadata: Record<string, unknown>,
): Promise<Response> {
  const client = callerClient(req)
  const userId = await callerUserId(req, client)
  // Visitors are not tracked: nothing is stored without an account.
  if (!userId) return json(202, { stored: false, reason: 'Visitors are not tracked' })
  const occurred =
    typeof metadata.timestamp === 'string' && !Number.isNaN(Date.parse(metadata.timestamp))
      ? new Date(metadata.timestamp).toISOString()
      : new Date().toISOString()
  const { data, error } = await client
    .from('navigation_events')
    .insert({
      action,
      path: context.currentPath,
      user_role: context.userRole,
      skill_level: context.skillLevel,
      metadata: JSON.stringify(metadata),
      occurred_at: occurred,
    })
    .select('id')
    .single()
  if (error) {
    // RLS refusals are 403; a rule the event breaks (constraint) is the caller's input: 400.
    throw new HttpError(
      error.code === '42501' ? 403 : 400,
      error.code ?? 'insert_failed',
      error.message,
    )
  }
  return json(201, { stored: true, id: (data as { id: string }).id })
}

async function usageFor(userId: string | null, context: NavContext): Promise<UsageStats> {
  const usage: UsageStats = { next: {}, popular: {}, mine: {} }
  if (context.userRole === 'guest') return usage
  const { data, error } = await serviceClient().rpc('navigation_usage_stats', {
    p_user_role: context.userRole,
    p_path: context.currentPath,
    p_user_id: userId,
  })
  if (error) throw new Error(`navigation_usage_stats failed: ${error.message}`)
  for (const row of (data ?? []) as Array<{
    kind: keyof UsageStats
    target: string
    hits: number
  }>) {
    usage[row.kind][row.target] = Number(row.hits)
  }
  return usage
}

async function suggest(req: Request, context: NavContext, limit: number): Promise<Response> {
  const userId = await callerUserId(req, callerClient(req))
  const usage = await usageFor(userId, context)
  const suggestions = model.suggest({
    role: userId ? context.userRole : 'guest',
    skillLevel: context.skillLevel,
    currentPath: context.currentPath,
    recentActivity: context.recentActivity,
    showAdvancedFeatures: context.showAdvancedFeatures,
    query: context.query,
    limit,
    usage,
  })
  return json(200, { suggestions, model: model.name })
}

export const handler = withErrors(async (req) => {
  if (req.method !== 'POST') return json(405, { error: 'Use POST', code: 'method_not_allowed' })
  const request = parseRequest(await readJsonObject(req))
  if (request.type === 'track_action')
    return track(req, request.context, request.action, request.metadata)
  return suggest(req, request.context, request.limit)
})
