// Words for a rule's parts: a condition's value (trade, province, urgency... by their labels) and
// what a run did.
import type { TFunction } from 'i18next'
import { provinceName } from '@/i18n/places.ts'
import type { Condition, PlannedStep } from './automation-rows.ts'

type T = TFunction<['automation', 'jobs']>

/** A condition's value as people read it. */
export function valueLabel(t: T, field: string, value: string): string {
  switch (field) {
    case 'job.trade_specialty':
      return t(`jobs:trades.${value}` as never)
    case 'job.location_province':
      return provinceName(value)
    case 'job.urgency':
      return t(`jobs:urgencies.${value}` as never)
    case 'job.work_type':
      return t(`jobs:workTypes.${value}` as never)
    case 'application.status':
      return t(`jobs:applicationStatus.${value}` as never)
    default:
      return value
  }
}

/** "Job urgency is Urgent" */
export function conditionText(t: T, c: Condition): string {
  return `${t(`automation:fields.${c.field}` as never)} ${t(`automation:ops.${c.op}` as never)} ${valueLabel(t, c.field, c.value)}`
}

/** "Notified 2 people · Marked Shortlisted" */
export function stepsText(t: T, steps: PlannedStep[]): string {
  return steps
    .map((s) =>
      s.type === 'set_status'
        ? t('automation:summary.status', {
            status: valueLabel(t, 'application.status', s.status ?? ''),
          })
        : t('automation:summary.notified', { count: (s.to ?? []).filter(Boolean).length }),
    )
    .join(' · ')
}
