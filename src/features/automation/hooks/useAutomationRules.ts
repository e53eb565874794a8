// The person's rules (and their organizations'), read online, and saving, pausing and deleting
// them; each toast reports the server's answer.
import { useCallback } from 'react'
import {
  deleteAutomationRule,
  fetchAutomationRules,
  saveAutomationRule,
  setAutomationRuleEnabled,
} from '@/backend/automation-api.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'
import { parseRules, type RuleRow } from '../automation-rows.ts'
import { showDone, showRefusal } from '../refusal.ts'
import { toServer, type RuleForm } from '../rule-form.ts'

export function useAutomationRules(enabled: boolean) {
  const read = useCallback(async () => {
    const result = await fetchAutomationRules()
    if (!result.ok) throw new Error(result.error.message)
    return parseRules(result.value)
  }, [])
  const view = useRemoteRead(enabled, read, 'Your automation rules')
  const { refresh } = view

  const save = useCallback(
    async (id: string | null, form: RuleForm): Promise<boolean> => {
      const result = await saveAutomationRule(id, toServer(form))
      if (result.ok) showDone('saved')
      else await showRefusal('notSaved', result.error.message)
      await refresh()
      return result.ok
    },
    [refresh],
  )

  const toggle = useCallback(
    async (rule: RuleRow, on: boolean) => {
      const result = await setAutomationRuleEnabled(rule.id, on)
      if (result.ok) showDone(on ? 'switched' : 'paused')
      else await showRefusal('notSwitched', result.error.message)
      await refresh()
    },
    [refresh],
  )

  const remove = useCallback(
    async (rule: RuleRow) => {
      const result = await deleteAutomationRule(rule.id)
      if (result.ok) showDone('deleted')
      else await showRefusal('notDeleted', result.error.message)
      await refresh()
    },
    [refresh],
  )

  return { ...view, save, toggle, remove }
}
