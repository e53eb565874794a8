import { describe, expect, it } from 'vitest'
import { ALL_PAGES } from '@/lib/page-registry.ts'
import { navigation } from '@/i18n/en/navigation.ts'
import { suggestionTextKey } from './suggestion-text.ts'

describe('suggestion texts', () => {
  it('finds the catalogue text of every suggestion the function can send', () => {
    const ids = ALL_PAGES.flatMap(({ suggest }) => (suggest ? [suggest.id] : []))
    expect(ids.length).toBeGreaterThan(5)
    for (const id of ids) {
      const key = suggestionTextKey(id)
      expect(key, id).not.toBeNull()
      expect(navigation.suggestions).toHaveProperty(key!)
    }
  })

  it('knows nothing of an id the registry does not declare', () => {
    expect(suggestionTextKey('made-up')).toBeNull()
  })
})
