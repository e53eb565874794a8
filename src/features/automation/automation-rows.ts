// What the automation functions answer, checked with zod before the page uses it.
import * as z from 'zod'
import { ACTION_TYPES, AUTOMATION_EVENTS } from './catalogue.ts'

export const conditionShape = z.object({ field: z.string(), op: z.string(), value: z.string() })
export type Condition = z.infer<typeof conditionShape>

export const actionShape = z.object({
  type: z.enum(ACTION_TYPES),
  title: z.string().optional(),
  message: z.string().optional(),
  status: z.string().optional(),
})
export type Action = z.infer<typeof actionShape>

const ruleRow = z.object({
  id: z.string(),
  name: z.string(),
  event: z.enum(AUTOMATION_EVENTS),
  conditions: z.array(conditionShape),
  actions: z.array(actionShape),
  enabled: z.boolean(),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  created_at: z.string(),
  runs: z.coerce.number(),
  failures: z.coerce.number(),
  last_run_at: z.string().nullable(),
})
export type RuleRow = z.infer<typeof ruleRow>

/** An action as a run did it (or a dry run would): who it reached and what it said. */
const plannedStep = z.object({
  type: z.enum(ACTION_TYPES),
  to: z.array(z.string().nullable()).optional(),
  title: z.string().optional(),
  message: z.string().optional(),
  status: z.string().optional(),
})
export type PlannedStep = z.infer<typeof plannedStep>

const runRow = z.object({
  id: z.string(),
  event: z.string(),
  subject_label: z.string().nullable(),
  outcome: z.enum(['done', 'failed']),
  actions: z.array(plannedStep),
  error: z.string().nullable(),
  created_at: z.string(),
})
export type RunRow = z.infer<typeof runRow>

const dryRunRow = z.object({
  subject_label: z.string().nullable(),
  happened_at: z.string().nullable(),
  matched: z.boolean(),
  plan: z.array(plannedStep).nullable(),
})
export type DryRunRow = z.infer<typeof dryRunRow>

export const parseRules = (rows: unknown) => z.array(ruleRow).parse(rows)
export const parseRuns = (rows: unknown) => z.array(runRow).parse(rows)
export const parseDryRun = (rows: unknown) => z.array(dryRunRow).parse(rows)
