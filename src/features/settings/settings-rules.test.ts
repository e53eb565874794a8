import { describe, expect, it } from 'vitest'
import {
  FAVORITES_MAX,
  addFavorite,
  formatBytes,
  readList,
  removeFavorite,
} from './settings-rules.ts'

describe('settings rules', () => {
  it('adds a favourite once, refuses blanks, over-long names and a 51st entry', () => {
    expect(addFavorite([], 'find-jobs')).toEqual(['find-jobs'])
    expect(addFavorite(['find-jobs'], 'find-jobs')).toEqual(['find-jobs'])
    expect(addFavorite([], '  ')).toBeNull()
    expect(addFavorite([], 'x'.repeat(101))).toBeNull()
    const full = Array.from({ length: FAVORITES_MAX }, (_, i) => `a${i}`)
    expect(addFavorite(full, 'one-more')).toBeNull()
    expect(addFavorite(full, 'a3')).toEqual(full)
  })

  it('removes a favourite', () => {
    expect(removeFavorite(['home', 'co-pilot'], 'home')).toEqual(['co-pilot'])
  })

  it('reads stored lists; malformed text reads as empty', () => {
    expect(readList('["welcome-tour","ai-features"]')).toEqual(['welcome-tour', 'ai-features'])
    expect(readList('oops')).toEqual([])
    expect(readList('[1,"a"]')).toEqual(['a'])
  })

  it('formats storage figures', () => {
    expect(formatBytes(null)).toBeNull()
    expect(formatBytes(2048)).toBe('2.0 KB')
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB')
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB')
  })
})
