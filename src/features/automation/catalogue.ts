// What a workflow rule can say, as the database runs it (supabase/migrations/*_workflow_automation.sql):
// its events, the fields a condition tests for each, the comparisons per kind of field, the
// actions each event offers and the placeholders its messages may use.
import { PROVINCES, TRADE_SPECIALTIES, URGENCIES, WORK_TYPES } from '@/lib/validation/index.ts'

export const AUTOMATION_EVENTS = [
  'application.created',
  'application.status_changed',
  'job.filled',
  'certificate.expiring',
] as const
export type AutomationEvent = (typeof AUTOMATION_EVENTS)[number]

export type FieldKind = 'choice' | 'number' | 'text'
export interface FieldSpec {
  field: string
  kind: FieldKind
  choices?: readonly string[]
}

const JOB_FIELDS: FieldSpec[] = [
  { field: 'job.trade_specialty', kind: 'choice', choices: TRADE_SPECIALTIES },
  { field: 'job.location_province', kind: 'choice', choices: PROVINCES },
  { field: 'job.urgency', kind: 'choice', choices: URGENCIES },
  { field: 'job.work_type', kind: 'choice', choices: WORK_TYPES },
]
const RATE: FieldSpec = { field: 'application.proposed_rate', kind: 'number' }
export const APPLICATION_STATUSES = [
  'viewed',
  'shortlisted',
  'accepted',
  'rejected',
  'withdrawn',
] as const

export const FIELDS: Record<AutomationEvent, FieldSpec[]> = {
  'application.created': [...JOB_FIELDS, RATE],
  'application.status_changed': [
    ...JOB_FIELDS,
    RATE,
    { field: 'application.status', kind: 'choice', choices: APPLICATION_STATUSES },
  ],
  'job.filled': JOB_FIELDS,
  'certificate.expiring': [
    { field: 'days_left', kind: 'number' },
    { field: 'certificate.name', kind: 'text' },
  ],
}

export const OPERATORS: Record<FieldKind, readonly string[]> = {
  number: ['eq', 'neq', 'lt', 'lte', 'gt', 'gte'],
  choice: ['eq', 'neq'],
  text: ['eq', 'neq', 'contains'],
}

export const ACTION_TYPES = ['notify_me', 'notify_team', 'notify_person', 'set_status'] as const
export type ActionType = (typeof ACTION_TYPES)[number]
export const SETTABLE_STATUSES = ['viewed', 'shortlisted'] as const

/** Whether an event offers an action (notify_team also needs an organization's rule). */
export function actionAllowed(event: AutomationEvent, type: ActionType): boolean {
  if (type === 'notify_person')
    return event === 'application.created' || event === 'certificate.expiring'
  if (type === 'set_status') return event === 'application.created'
  return true
}

/** The {{placeholders}} a message may use for an event. */
export const PLACEHOLDERS: Record<AutomationEvent, readonly string[]> = {
  'application.created': [
    'job.title',
    'job.location_city',
    'applicant.name',
    'application.proposed_rate',
  ],
  'application.status_changed': ['job.title', 'application.status', 'application.previous_status'],
  'job.filled': ['job.title', 'job.location_city'],
  'certificate.expiring': [
    'certificate.name',
    'certificate.expires_on',
    'days_left',
    'person.name',
  ],
}

export const fieldSpec = (event: AutomationEvent, field: string): FieldSpec | undefined =>
  FIELDS[event].find((f) => f.field === field)
