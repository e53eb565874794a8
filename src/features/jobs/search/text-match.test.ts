import { describe, expect, it } from 'vitest'
import { fold, wordPattern } from './text-match.ts'

describe('fold', () => {
  it('folds accents and case', () => {
    expect(fold('Québec ÉLECTRICIEN')).toBe('quebec electricien')
    expect(fold('Rough-in – Phase 2')).toBe('rough-in – phase 2')
    expect(fold('Saint-Jérôme\u0301')).toBe('saint-jerome')
    // Letter by letter gives what decomposing the whole text gives.
    const text = 'Trois-Rivières, Lévis, Sainte-Thérèse: ÇA ŒUVRE ÅNGSTRÖM İzmir ñandú Ærø'
    expect(fold(text)).toBe(text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
  })
})

describe('wordPattern', () => {
  const texts = [
    'Trois-Rivières, Lévis, Sainte-Thérèse: ÇA ŒUVRE ÅNGSTRÖM İzmir ñandú Ærø',
    'Saint-Jérôme\u0301 e\u0301cole Montre\u0301al QUÉBEC',
    'Rough-in – Phase 2 (a+b) [x] $100 c:\\path ^.*?|/',
    'Straße STRASSE ẞ Łódź Ðuro Þór ı',
    'Heat to 5 \u212a, a 3 \u212b gap',
    'ΟΔΟΣ οδός Москва',
    'plain ascii text: roof ROOFTOP',
  ]
  const absent = ['zq', 'roofs', 'ss', 'oe', 'ae', 'x]', 'é(', 'lodzz', 'straße2', '--']

  it('finds a folded word exactly where the folded text contains it', () => {
    let checked = 0
    for (const text of texts) {
      const folded = fold(text)
      const words = new Set(absent)
      // Every piece of the folded text up to five letters long, without spaces.
      for (let i = 0; i < folded.length; i++) {
        for (let k = 1; k <= 5; k++) words.add(folded.slice(i, i + k))
      }
      for (const word of words) {
        if (!word || /\s/.test(word)) continue
        checked += 1
        expect([word, wordPattern(word).test(text)]).toEqual([word, folded.includes(word)])
      }
    }
    expect(checked).toBeGreaterThan(600)
  })

  it('treats every character of the word as itself', () => {
    expect(wordPattern('(a+b)').test('drains (a+b).')).toBe(true)
    expect(wordPattern('a.c').test('abc')).toBe(false)
    expect(wordPattern('[x]').test('x')).toBe(false)
  })
})
