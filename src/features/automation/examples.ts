// Ready-made rules a person starts from, in their language: the catalogue's [[placeholders]]
// become the rule's {{placeholders}}.
import type { TFunction } from 'i18next'
import type { RuleForm } from './rule-form.ts'

export const EXAMPLES = ['urgent', 'ticket', 'shortlist'] as const
export type ExampleId = (typeof EXAMPLES)[number]

const placeholders = (text: string) => text.replace(/\[\[([a-z_.]+)\]\]/g, '{{$1}}')

/** The example as a form; `organization` (or personal) owns it. */
export function exampleRule(id: ExampleId, t: TFunction<'automation'>, owner: string): RuleForm {
  const text = (key: string) => placeholders(t(`examples.${id}.${key}` as never))
  const base = { name: text('name'), owner, enabled: true }
  switch (id) {
    case 'urgent':
      return {
        ...base,
        event: 'application.created',
        conditions: [{ field: 'job.urgency', op: 'eq', value: 'urgent' }],
        actions: [
          {
            type: owner === 'personal' ? 'notify_me' : 'notify_team',
            title: text('teamTitle'),
            message: text('teamMessage'),
          },
          { type: 'notify_person', title: text('personTitle'), message: text('personMessage') },
        ],
      }
    case 'ticket':
      return {
        ...base,
        event: 'certificate.expiring',
        conditions: [{ field: 'days_left', op: 'lte', value: '30' }],
        actions: [{ type: 'notify_person', title: text('title'), message: text('message') }],
      }
    case 'shortlist':
      return {
        ...base,
        event: 'application.created',
        conditions: [
          { field: 'job.location_province', op: 'eq', value: 'Ontario' },
          { field: 'application.proposed_rate', op: 'lte', value: '50' },
        ],
        actions: [
          { type: 'set_status', status: 'shortlisted' },
          { type: 'notify_me', title: text('title'), message: text('message') },
        ],
      }
  }
}
