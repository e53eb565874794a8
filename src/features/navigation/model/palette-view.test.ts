import { describe, expect, it } from 'vitest'
import {
  chipsFor,
  groupByCategory,
  mergeByAction,
  paletteView,
  showsAiGroup,
} from './palette-view.ts'
import type { PaletteItem } from './types.ts'

const item = (
  id: string,
  category: string,
  priority = 5,
  over: Partial<PaletteItem> = {},
): PaletteItem => ({
  id,
  type: 'static',
  title: id,
  description: '',
  action: `/${id}`,
  priority,
  triggers: [],
  category,
  aiGenerated: false,
  icon: '',
  isRecent: false,
  ...over,
})

describe('category chips (spec section 2)', () => {
  it('show only with an empty search and more than one category', () => {
    expect(chipsFor('', ['Jobs', 'Account'])).toEqual(['Jobs', 'Account'])
    expect(chipsFor('', ['Jobs'])).toEqual([])
    expect(chipsFor('jo', ['Jobs', 'Account'])).toEqual([])
    expect(chipsFor('  ', ['Jobs', 'Account'])).toEqual(['Jobs', 'Account'])
  })

  it('filter the default list to the chosen category', () => {
    const items = [item('a', 'Jobs', 9), item('b', 'Account', 7), item('c', 'Jobs', 1)]
    const all = paletteView({ items, aiItems: [], query: '', level: 'beginner', category: null })
    expect(all.chips).toEqual(['Jobs', 'Account'])
    expect(all.groups.map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['Jobs', ['a', 'c']],
      ['Account', ['b']],
    ])
    const jobs = paletteView({ items, aiItems: [], query: '', level: 'beginner', category: 'Jobs' })
    expect(jobs.groups.map((g) => g.category)).toEqual(['Jobs'])
    expect(jobs.chips).toEqual(['Jobs', 'Account'])
  })
})

describe('AI Suggestions group', () => {
  it('shows with an empty search for levels other than beginner', () => {
    expect(showsAiGroup('', 'intermediate')).toBe(true)
    expect(showsAiGroup('', 'advanced')).toBe(true)
    expect(showsAiGroup('', 'beginner')).toBe(false)
    expect(showsAiGroup('jobs', 'advanced')).toBe(false)
  })
})

describe('search view', () => {
  it('groups matches by category, reports empty results and merges AI duplicates', () => {
    const items = [item('jobs', 'Jobs', 9, { title: 'Find Jobs' }), item('help', 'General')]
    const ai = [
      item('ai-jobs', 'AI', 3, { title: 'Jobs near you', action: '/jobs', aiGenerated: true }),
    ]
    const view = paletteView({
      items,
      aiItems: ai,
      query: 'jobs',
      level: 'advanced',
      category: null,
    })
    expect(view.groups).toHaveLength(1)
    expect(view.groups[0]?.items[0]?.aiGenerated).toBe(true)
    expect(view.isEmpty).toBe(false)
    const none = paletteView({
      items,
      aiItems: ai,
      query: 'zzzqqq',
      level: 'advanced',
      category: null,
    })
    expect(none.isEmpty).toBe(true)
    expect(none.groups).toEqual([])
  })

  it('merges entries for the same action keeping the first and the larger priority', () => {
    const merged = mergeByAction([
      item('x', 'Jobs', 5, { action: '/jobs', triggers: ['a'] }),
      item('y', 'AI', 9, { action: '/jobs', triggers: ['b'], isRecent: true }),
    ])
    expect(merged).toHaveLength(1)
    expect(merged[0]).toMatchObject({ id: 'x', priority: 9, triggers: ['a', 'b'], isRecent: true })
    expect(groupByCategory(merged).map((g) => g.category)).toEqual(['Jobs'])
  })
})
