import { describe, expect, it } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import { fieldErrors } from '@/lib/validation/index.ts'
import { portfolioFields, portfolioItemSchema } from './portfolio-item.ts'

const t = (key: string, values?: Record<string, unknown>) =>
  String(i18n.t(key as never, values as never))
const errorsOf = (input: Record<string, string>) => {
  const r = portfolioItemSchema.safeParse({ title: 'Kitchen rewire', ...input })
  return r.success ? {} : fieldErrors(r.error, t)
}

describe('portfolio item rules', () => {
  it.each([
    [{ title: 'K' }, 'title', 'Text must be at least 2 characters'],
    [{ title: 'x'.repeat(121) }, 'title', 'Text cannot exceed 120 characters'],
    [{ description: 'x'.repeat(2001) }, 'description', 'Text cannot exceed 2000 characters'],
    [
      { url: 'www.example.com' },
      'url',
      'Please enter a valid URL starting with http:// or https://',
    ],
    [{ trade: 'juggling' }, 'trade', 'Please select a valid trade specialty'],
    [{ completed_on: '2026-13-01' }, 'completed_on', 'Please enter a valid date'],
  ])('%j -> %s: %s', (input, field, message) => {
    expect(errorsOf(input)[field]).toBe(message)
  })

  it('stores blanks as null', () => {
    const form = portfolioItemSchema.parse({
      title: 'Kitchen rewire',
      description: ' ',
      url: '',
      trade: '',
      completed_on: '',
    })
    expect(portfolioFields(form)).toEqual({
      title: 'Kitchen rewire',
      description: null,
      url: null,
      trade: null,
      completed_on: null,
    })
  })
})
