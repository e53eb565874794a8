// Money, numbers and dates follow the app's language: Canadian French writes 1 234,56 $.
import { afterEach, describe, expect, it } from 'vitest'
import { applyLanguage, i18n } from '../../../src/i18n/index.ts'
import { provinceName } from '../../../src/i18n/places.ts'
import { formatDay, formatMoney, formatRate } from '../../../src/features/jobs/format.ts'
import { formatResponseTime } from '../../../src/features/dashboards/response-time.ts'

// Intl separates groups and the currency with no-break spaces; compare with plain ones.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

afterEach(async () => {
  await applyLanguage('en')
})

describe("formats in the reader's language", () => {
  it('Canadian English', () => {
    expect(formatMoney(72000)).toBe('$72,000')
    expect(formatRate(1234.56)).toBe('$1,234.56')
    expect(formatDay('2026-11-03')).toBe('Nov 3, 2026')
    expect(formatResponseTime(3.5 * 3_600_000)).toBe('3.5 hours')
    expect(provinceName('Quebec')).toBe('Quebec')
  })

  it('Canadian French, switched without a reload', async () => {
    await applyLanguage('fr-CA')
    expect(i18n.language).toBe('fr-CA')
    expect(document.documentElement.lang).toBe('fr-CA')
    expect(plain(formatMoney(72000))).toBe('72 000 $')
    expect(plain(formatRate(1234.56))).toBe('1 234,56 $')
    expect(plain(formatDay('2026-11-03'))).toBe('3 nov. 2026')
    expect(plain(formatResponseTime(3.5 * 3_600_000))).toBe('3,5 heures')
    expect(provinceName('Quebec')).toBe('Québec')
    expect(provinceName('British Columbia')).toBe('Colombie-Britannique')
    expect(i18n.t('validation:emailRequired')).not.toBe('Email is required')
  })

  it('plurals follow French rules: one for 0 and 1', async () => {
    await applyLanguage('fr-CA')
    const texts = [0, 1, 2].map((count) => i18n.t('pwa:offline.pending', { count }))
    expect(texts[0]).toBe(i18n.t('pwa:offline.pending_one', { count: 0 }))
    expect(texts[1]).toBe(i18n.t('pwa:offline.pending_one', { count: 1 }))
    expect(texts[2]).toBe(i18n.t('pwa:offline.pending_other', { count: 2 }))
  })
})
