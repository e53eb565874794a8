import { describe, expect, it } from 'vitest'
import { defaultResults, matchPoints, scoreOf, searchResults } from './scoring.ts'

const item = (over: Partial<Parameters<typeof scoreOf>[0]> & { title: string }) => ({
  description: '',
  triggers: [] as string[],
  aiGenerated: false,
  priority: 0,
  ...over,
})

describe('palette scoring (spec section 9)', () => {
  it('adds +10 for the title, +5 for the description and +3 per keyword', () => {
    const x = item({
      title: 'Find Jobs',
      description: 'Browse jobs near you',
      triggers: ['jobs', 'work', 'jobs board'],
    })
    // title 10 + description 5 + keywords "jobs" and "jobs board" 3 each
    expect(matchPoints(x, 'jobs')).toBe(21)
    expect(matchPoints(x, 'JOBS ')).toBe(21)
    expect(matchPoints(x, 'work')).toBe(3)
    expect(matchPoints(x, 'nothing')).toBe(0)
  })

  it('adds +1 for an AI result and the item priority', () => {
    const x = item({ title: 'Messages', priority: 7, aiGenerated: true })
    expect(scoreOf(x, 'mess')).toBe(10 + 1 + 7)
    expect(scoreOf({ ...x, aiGenerated: false }, 'mess')).toBe(17)
  })

  it('orders matches by score, drops non-matches and keeps at most 15', () => {
    const titleMatch = item({ title: 'Post a Job', priority: 0 })
    const keywordOnly = item({ title: 'Hire', triggers: ['post'], priority: 9 })
    const descOnly = item({ title: 'Feed', description: 'post to the feed', priority: 1 })
    const none = item({ title: 'Help', priority: 10 })
    const found = searchResults([keywordOnly, none, descOnly, titleMatch], 'post')
    // 10+0 = 10; 3+9 = 12; 5+1 = 6
    expect(found.map((f) => f.title)).toEqual(['Hire', 'Post a Job', 'Feed'])
    const many = Array.from({ length: 30 }, (_, i) => item({ title: `Page ${i}` }))
    expect(searchResults(many, 'page')).toHaveLength(15)
  })

  it('lists by priority with an empty search, at most 20', () => {
    const list = [
      item({ title: 'B', priority: 7 }),
      item({ title: 'A', priority: 10 }),
      item({ title: 'C', priority: 7 }),
    ]
    expect(defaultResults(list).map((i) => i.title)).toEqual(['A', 'B', 'C'])
    const many = Array.from({ length: 30 }, (_, i) => item({ title: `P${i}`, priority: i }))
    const top = defaultResults(many)
    expect(top).toHaveLength(20)
    expect(top[0]?.title).toBe('P29')
  })
})
