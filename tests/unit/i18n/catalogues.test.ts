// Every language has every English key with the same placeholders, and French keeps its
// typography (issue 38). The checker itself is shown to catch each kind of fault.
import { describe, expect, it } from 'vitest'
import { en } from '../../../src/i18n/en/index.ts'
import { frCA } from '../../../src/i18n/fr-CA/index.ts'
import { compareCatalogues, frenchTypographyErrors } from '../../../src/i18n/catalogue-check.ts'

describe('the French catalogue', () => {
  const report = compareCatalogues(en, frCA)

  it('has every English key and no other', () => {
    expect(report.missing).toEqual([])
    expect(report.extra).toEqual([])
  })

  it('keeps the placeholders of every text', () => {
    expect(report.placeholders).toEqual([])
  })

  it('puts no-break spaces before : ; ? ! and inside « »', () => {
    expect(frenchTypographyErrors(frCA)).toEqual([])
  })
})

describe('the catalogue check', () => {
  const english = { a: 'Save', b: { c: 'Hello {{name}}', d: ['One', 'Two'] }, e: 'Alberta' }

  it('finds missing, extra and changed placeholders, and texts left in English', () => {
    const other = { a: 'Save', b: { c: 'Bonjour {{nom}}', d: ['Un'], x: 'de trop' }, e: 'Alberta' }
    expect(compareCatalogues(english, other)).toEqual({
      missing: ['b.d.1'],
      extra: ['b.x'],
      placeholders: ['b.c'],
      sameAsEnglish: ['a', 'e'],
    })
    expect(compareCatalogues(english, other, new Set(['a', 'e'])).sameAsEnglish).toEqual([])
  })

  it('finds plain or missing spaces in French punctuation, not in times or links', () => {
    const texts = {
      plain: 'Courriel :',
      none: 'Vraiment?',
      quotes: '« Enregistrer »',
      ok: 'Courriel\u00a0: vraiment\u202f? «\u00a0Enregistrer\u00a0»',
      time: 'À 14:30, voir https://craftlink.ca',
    }
    expect(frenchTypographyErrors(texts)).toEqual(['plain', 'none', 'quotes'])
  })
})
