// The examples a person starts from are rules the editor accepts, in the catalogue's words with
// the rule's {{placeholders}}.
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '../../../src/i18n/index.ts'
import { EXAMPLES, exampleRule } from '../../../src/features/automation/examples.ts'
import { ruleErrors } from '../../../src/features/automation/rule-form.ts'

beforeAll(() => i18n.loadNamespaces('automation'))

describe('example rules', () => {
  it.each(EXAMPLES)('%s is a valid rule, personal or for an organization', (id) => {
    const t = i18n.getFixedT('en', 'automation')
    for (const owner of ['personal', 'org-1']) {
      const rule = exampleRule(id, t, owner)
      expect(ruleErrors(rule)).toEqual({})
      expect(JSON.stringify(rule)).not.toContain('[[')
    }
  })

  it('writes placeholders the server fills', () => {
    const rule = exampleRule('urgent', i18n.getFixedT('en', 'automation'), 'org-1')
    expect(rule.actions[0]).toMatchObject({
      type: 'notify_team',
      title: 'Urgent applicant: {{applicant.name}}',
    })
  })
})
