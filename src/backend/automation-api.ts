// Workflow automation (issue 36, /workflow-automation): rules the database runs for the
// signed-in person and their organizations, their run log and the dry run.
import { getSupabase } from './supabase-client.ts'
import { toApiError } from './rows.ts'
import type { ApiResult } from './rows.ts'

async function rpc<T>(name: string, args?: Record<string, unknown>): Promise<ApiResult<T>> {
  const { data, error } = await (await getSupabase()).rpc(name, args)
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: data as T }
}

export interface RuleInput {
  name: string
  event: string
  conditions: object[]
  actions: object[]
  organizationId: string | null
  enabled: boolean
}

export const fetchAutomationRules = () => rpc<unknown>('my_automation_rules')
export const fetchRunLog = (ruleId: string) =>
  rpc<unknown>('automation_run_log', { p_rule_id: ruleId, p_limit: 50 })

export const saveAutomationRule = (id: string | null, rule: RuleInput) =>
  rpc<string>('save_automation_rule', {
    p_id: id,
    p_name: rule.name,
    p_event: rule.event,
    p_conditions: rule.conditions,
    p_actions: rule.actions,
    p_enabled: rule.enabled,
    p_organization_id: rule.organizationId,
  })

export const setAutomationRuleEnabled = (id: string, enabled: boolean) =>
  rpc<null>('set_automation_rule_enabled', { p_id: id, p_enabled: enabled })
export const deleteAutomationRule = (id: string) =>
  rpc<null>('delete_automation_rule', { p_id: id })

export const dryRunAutomationRule = (rule: RuleInput) =>
  rpc<unknown>('automation_dry_run', {
    p_event: rule.event,
    p_conditions: rule.conditions,
    p_actions: rule.actions,
    p_organization_id: rule.organizationId,
  })
