// Which language a device starts in, as the app decides it (src/i18n/language.ts) and as the
// inline script of a prerendered page decides it before any module runs: they must agree.
import { afterEach, describe, expect, it } from 'vitest'
import {
  LANGUAGE_KEY,
  PAGE_IS_FRENCH_JS,
  languageOfPreference,
  pickLanguage,
  preferenceOf,
} from '../../../src/i18n/language.ts'

const inlineSaysFrench = new Function(`return ${PAGE_IS_FRENCH_JS}`) as () => boolean

function setBrowser(languages: readonly string[]) {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages })
  Object.defineProperty(navigator, 'language', {
    configurable: true,
    get: () => languages[0] ?? '',
  })
}

afterEach(() => {
  localStorage.clear()
  setBrowser(['en-US', 'en'])
})

const cases: Array<[string | null, string[], 'en' | 'fr-CA']> = [
  [null, ['fr-CA', 'en'], 'fr-CA'],
  [null, ['fr-FR'], 'fr-CA'],
  [null, ['FR'], 'fr-CA'],
  [null, ['en-CA', 'fr-CA'], 'en'],
  [null, ['de-DE', 'fr-CH', 'en'], 'fr-CA'],
  [null, ['de-DE', 'es'], 'en'],
  [null, [], 'en'],
  ['en', ['fr-CA'], 'en'],
  ['fr-CA', ['en-US'], 'fr-CA'],
  ['klingon', ['fr-CA'], 'fr-CA'],
]

describe('the starting language', () => {
  it.each(cases)('saved %s, browser %j: %s', (saved, browser, expected) => {
    expect(pickLanguage(saved, browser)).toBe(expected)
  })

  it.each(cases)('the inline script agrees (saved %s, browser %j)', (saved, browser, expected) => {
    if (saved !== null) localStorage.setItem(LANGUAGE_KEY, saved)
    setBrowser(browser)
    expect(inlineSaysFrench()).toBe(expected === 'fr-CA')
  })

  it('maps the saved preference to a language and back', () => {
    expect(preferenceOf('fr-CA')).toBe('fr')
    expect(preferenceOf('en')).toBe('en')
    expect(languageOfPreference('fr')).toBe('fr-CA')
    expect(languageOfPreference('en')).toBe('en')
    expect(languageOfPreference(null)).toBeNull()
  })
})
