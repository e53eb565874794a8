// The API key and webhook forms: the same rules as the database functions, field by field.
import { describe, expect, it } from 'vitest'
import {
  apiKeyForm,
  expiryFrom,
  formErrors,
  isWebhookUrl,
  organizationOf,
  PERSONAL,
  webhookForm,
} from '../../../src/features/integrations/forms.ts'

describe('webhook URLs', () => {
  it('take https anywhere and http only to this machine', () => {
    expect(isWebhookUrl('https://hooks.example.com/craftlink?x=1')).toBe(true)
    expect(isWebhookUrl('https://example.com:8443/in')).toBe(true)
    expect(isWebhookUrl('http://localhost:4000/hook')).toBe(true)
    expect(isWebhookUrl('http://127.0.0.1:9/x')).toBe(true)
    expect(isWebhookUrl('http://example.com/hook')).toBe(false)
    expect(isWebhookUrl('http://localhost.example.com/hook')).toBe(false)
    expect(isWebhookUrl('ftp://example.com')).toBe(false)
    expect(isWebhookUrl('https://user:pass@example.com/')).toBe(false)
    expect(isWebhookUrl('https://exa mple.com')).toBe(false)
    expect(isWebhookUrl('not a url')).toBe(false)
    expect(isWebhookUrl(`https://example.com/${'a'.repeat(2000)}`)).toBe(false)
  })
})

describe('the webhook form', () => {
  it('names the first problem of each field', () => {
    const errors = formErrors(
      webhookForm.safeParse({
        url: 'http://example.com',
        description: 'x'.repeat(201),
        events: [],
        owner: PERSONAL,
      }),
    )
    expect(errors).toEqual({
      url: 'webhooks.urlInvalid',
      description: 'webhooks.descriptionTooLong',
      events: 'webhooks.eventsRequired',
    })
  })

  it('refuses an event the server does not offer', () => {
    const result = webhookForm.safeParse({
      url: 'https://example.com',
      description: '',
      events: ['message.sent'],
      owner: PERSONAL,
    })
    expect(result.success).toBe(false)
  })

  it('passes a valid webhook, trimmed', () => {
    const result = webhookForm.safeParse({
      url: '  https://example.com/in ',
      description: '',
      events: ['application.created'],
      owner: 'org-1',
    })
    expect(result.success && result.data.url).toBe('https://example.com/in')
    expect(organizationOf('org-1')).toBe('org-1')
    expect(organizationOf(PERSONAL)).toBeNull()
  })
})

describe('the API key form', () => {
  it('needs a name without markup and at least one scope', () => {
    const blank = formErrors(
      apiKeyForm.safeParse({ name: '  ', scopes: [], owner: PERSONAL, expiry: 'never' }),
    )
    expect(blank).toEqual({ name: 'keys.nameRequired', scopes: 'keys.scopesRequired' })
    const html = formErrors(
      apiKeyForm.safeParse({
        name: '<b>x</b>',
        scopes: ['jobs:read'],
        owner: PERSONAL,
        expiry: 'never',
      }),
    )
    expect(html).toEqual({ name: 'keys.nameRequired' })
    const ok = apiKeyForm.safeParse({
      name: 'Payroll',
      scopes: ['jobs:read'],
      owner: PERSONAL,
      expiry: 'd30',
    })
    expect(ok.success).toBe(true)
  })

  it('turns the expiry option into a moment from now', () => {
    const now = Date.parse('2026-11-29T12:00:00Z')
    expect(expiryFrom('never', now)).toBeNull()
    expect(expiryFrom('d30', now)).toBe('2026-12-29T12:00:00.000Z')
    expect(expiryFrom('y1', now)).toBe('2027-11-29T12:00:00.000Z')
  })
})
