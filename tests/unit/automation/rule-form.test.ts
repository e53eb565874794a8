// The rule editor's rules: the same checks as check_automation_rule, and what changing the event
// or a condition's field keeps.
import { describe, expect, it } from 'vitest'
import {
  emptyRule,
  newCondition,
  PERSONAL,
  ruleErrors,
  toServer,
  withEvent,
  withField,
  type RuleForm,
} from '../../../src/features/automation/rule-form.ts'

const valid: RuleForm = {
  ...emptyRule(),
  name: 'Urgent applicants',
  conditions: [{ field: 'job.urgency', op: 'eq', value: 'urgent' }],
  actions: [{ type: 'notify_me', title: 'Urgent', message: '{{applicant.name}} applied' }],
}

describe('rule form', () => {
  it('accepts a complete rule', () => {
    expect(ruleErrors(valid)).toEqual({})
  })

  it('names each problem where it is', () => {
    const errors = ruleErrors({
      ...valid,
      name: ' ',
      conditions: [
        { field: 'days_left', op: 'lt', value: '3' },
        { field: 'application.proposed_rate', op: 'lt', value: 'cheap' },
        { field: 'job.urgency', op: 'gt', value: 'urgent' },
      ],
      actions: [
        { type: 'notify_team', title: '', message: 'x'.repeat(501) },
        { type: 'set_status', status: 'accepted' },
      ],
    })
    expect(errors).toEqual({
      name: 'errors.nameRequired',
      'conditions.0': 'errors.unknownField',
      'conditions.1': 'errors.numberRequired',
      'conditions.2': 'errors.unknownComparison',
      'actions.0': 'errors.teamNeedsOrganization',
      'actions.0.title': 'errors.titleRequired',
      'actions.0.message': 'errors.messageRequired',
      'actions.1.status': 'errors.statusInvalid',
    })
    expect(ruleErrors({ ...valid, actions: [] })).toEqual({ actions: 'errors.actionRequired' })
  })

  it('keeps only what another event offers', () => {
    const next = withEvent(
      { ...valid, actions: [...valid.actions, { type: 'set_status', status: 'viewed' }] },
      'certificate.expiring',
    )
    expect(next.conditions).toEqual([])
    expect(next.actions.map((a) => a.type)).toEqual(['notify_me'])
    expect(
      withEvent({ ...valid, actions: [{ type: 'set_status', status: 'viewed' }] }, 'job.filled')
        .actions,
    ).toEqual([{ type: 'notify_me', title: '', message: '' }])
  })

  it('keeps a condition’s comparison and value only where the new field takes them', () => {
    const rate = { field: 'application.proposed_rate', op: 'lt', value: '50' }
    expect(withField('application.created', rate, 'job.urgency')).toEqual({
      field: 'job.urgency',
      op: 'eq',
      value: 'normal',
    })
    expect(newCondition('certificate.expiring')).toEqual({
      field: 'days_left',
      op: 'eq',
      value: '',
    })
  })

  it('sends trimmed values and the organization or none', () => {
    const server = toServer({
      ...valid,
      owner: 'org-1',
      conditions: [{ field: 'application.proposed_rate', op: 'lte', value: ' 50 ' }],
    })
    expect(server.conditions).toEqual([
      { field: 'application.proposed_rate', op: 'lte', value: '50' },
    ])
    expect(server.organizationId).toBe('org-1')
    expect(toServer({ ...valid, owner: PERSONAL }).organizationId).toBeNull()
  })
})
