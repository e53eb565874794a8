// The rule editor's state and its rules, as check_automation_rule enforces them (the server
// checks again): each problem is named by the catalogue key of its message, per field.
import type { Action, Condition, RuleRow } from './automation-rows.ts'
import {
  actionAllowed,
  FIELDS,
  fieldSpec,
  OPERATORS,
  SETTABLE_STATUSES,
  type ActionType,
  type AutomationEvent,
} from './catalogue.ts'

export const PERSONAL = 'personal'

export interface RuleForm {
  name: string
  event: AutomationEvent
  owner: string
  conditions: Condition[]
  actions: Action[]
  enabled: boolean
}

export const MAX_CONDITIONS = 10
export const MAX_ACTIONS = 5

export function emptyRule(): RuleForm {
  return {
    name: '',
    event: 'application.created',
    owner: PERSONAL,
    conditions: [],
    actions: [{ type: 'notify_me', title: '', message: '' }],
    enabled: true,
  }
}

export function formOf(row: RuleRow): RuleForm {
  return {
    name: row.name,
    event: row.event,
    owner: row.organization_id ?? PERSONAL,
    conditions: row.conditions,
    actions: row.actions,
    enabled: row.enabled,
  }
}

/** A new condition on the event's first field. */
export function newCondition(event: AutomationEvent): Condition {
  const spec = FIELDS[event][0]!
  return { field: spec.field, op: OPERATORS[spec.kind][0]!, value: spec.choices?.[0] ?? '' }
}

/** Changing a condition's field keeps the comparison and value only where they still fit. */
export function withField(event: AutomationEvent, condition: Condition, field: string): Condition {
  const spec = fieldSpec(event, field)
  if (!spec) return condition
  const op = OPERATORS[spec.kind].includes(condition.op) ? condition.op : OPERATORS[spec.kind][0]!
  const keeps = spec.choices
    ? spec.choices.includes(condition.value)
    : spec.kind !== 'number' || /^-?\d+(\.\d+)?$/.test(condition.value)
  return { field, op, value: keeps ? condition.value : (spec.choices?.[0] ?? '') }
}

export function newAction(type: ActionType): Action {
  return type === 'set_status' ? { type, status: 'viewed' } : { type, title: '', message: '' }
}

/** Another event keeps the conditions and actions it offers. */
export function withEvent(form: RuleForm, event: AutomationEvent): RuleForm {
  const actions = form.actions.filter((a) => actionAllowed(event, a.type))
  return {
    ...form,
    event,
    conditions: form.conditions.filter((c) => fieldSpec(event, c.field)),
    actions: actions.length > 0 ? actions : [newAction('notify_me')],
  }
}

const length = (value: string | undefined) => (value ?? '').replace(/^\s+|\s+$/g, '').length
const html = (value: string | undefined) => /<[A-Za-z/!?][^>]*>/.test(value ?? '')
const NUMBER = /^-?\d+(\.\d+)?$/

function conditionError(event: AutomationEvent, c: Condition): string | null {
  const spec = fieldSpec(event, c.field)
  if (!spec) return 'errors.unknownField'
  if (!OPERATORS[spec.kind].includes(c.op)) return 'errors.unknownComparison'
  if (length(c.value) === 0 || c.value.length > 200) return 'errors.valueRequired'
  if (spec.kind === 'number' && !NUMBER.test(c.value.trim())) return 'errors.numberRequired'
  if (spec.choices && !spec.choices.includes(c.value)) return 'errors.unknownValue'
  return null
}

function actionErrors(form: RuleForm, a: Action, i: number, errors: Record<string, string>) {
  if (!actionAllowed(form.event, a.type)) errors[`actions.${i}`] = 'errors.actionNotOffered'
  else if (a.type === 'notify_team' && form.owner === PERSONAL)
    errors[`actions.${i}`] = 'errors.teamNeedsOrganization'
  if (a.type === 'set_status') {
    if (!(SETTABLE_STATUSES as readonly string[]).includes(a.status ?? ''))
      errors[`actions.${i}.status`] = 'errors.statusInvalid'
    return
  }
  if (length(a.title) < 1 || length(a.title) > 120 || html(a.title))
    errors[`actions.${i}.title`] = 'errors.titleRequired'
  if (length(a.message) < 1 || length(a.message) > 500 || html(a.message))
    errors[`actions.${i}.message`] = 'errors.messageRequired'
}

/** Field path -> catalogue key of its problem; empty when the rule can be saved. */
export function ruleErrors(form: RuleForm): Record<string, string> {
  const errors: Record<string, string> = {}
  if (length(form.name) < 1 || length(form.name) > 80 || html(form.name))
    errors.name = 'errors.nameRequired'
  if (form.conditions.length > MAX_CONDITIONS) errors.conditions = 'errors.tooManyConditions'
  form.conditions.forEach((c, i) => {
    const problem = conditionError(form.event, c)
    if (problem) errors[`conditions.${i}`] = problem
  })
  if (form.actions.length === 0) errors.actions = 'errors.actionRequired'
  if (form.actions.length > MAX_ACTIONS) errors.actions = 'errors.tooManyActions'
  form.actions.forEach((a, i) => actionErrors(form, a, i, errors))
  return errors
}

/** The arguments of save_automation_rule and automation_dry_run. */
export function toServer(form: RuleForm) {
  return {
    name: form.name.trim(),
    event: form.event,
    conditions: form.conditions.map((c) => ({ field: c.field, op: c.op, value: c.value.trim() })),
    actions: form.actions.map((a) =>
      a.type === 'set_status'
        ? { type: a.type, status: a.status }
        : { type: a.type, title: (a.title ?? '').trim(), message: (a.message ?? '').trim() },
    ),
    organizationId: form.owner === PERSONAL ? null : form.owner,
    enabled: form.enabled,
  }
}
export type ServerRule = ReturnType<typeof toServer>
