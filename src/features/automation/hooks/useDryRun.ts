// The dry run of the rule being edited: what it would have done with recent real events.
import { useCallback, useState } from 'react'
import { dryRunAutomationRule } from '@/backend/automation-api.ts'
import { parseDryRun, type DryRunRow } from '../automation-rows.ts'
import { showRefusal } from '../refusal.ts'
import { toServer, type RuleForm } from '../rule-form.ts'

export function useDryRun() {
  const [rows, setRows] = useState<DryRunRow[] | null>(null)
  const [running, setRunning] = useState(false)
  const run = useCallback(async (form: RuleForm) => {
    setRunning(true)
    const result = await dryRunAutomationRule(toServer(form))
    setRunning(false)
    if (result.ok) setRows(parseDryRun(result.value))
    else {
      setRows(null)
      await showRefusal('dryRunFailed', result.error.message)
    }
  }, [])
  const clear = useCallback(() => setRows(null), [])
  return { rows, running, run, clear }
}
