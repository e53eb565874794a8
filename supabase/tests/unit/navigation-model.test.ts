// The usage-based suggestion model: role and level filtering, the palette's text score, and
// usage (next step, popularity, own habits) moving entries up.
import { describe, expect, it } from 'vitest'
import {
  queryScore,
  usageModel,
  type SuggestionInput,
} from '../../functions/_shared/navigation-model.ts'
import { CATALOGUE } from '../../functions/_shared/navigation-catalogue.ts'

const base: SuggestionInput = {
  role: 'craftsman',
  skillLevel: 'beginner',
  currentPath: '/',
  recentActivity: [],
  showAdvancedFeatures: false,
  query: '',
  limit: 20,
  usage: { next: {}, popular: {}, mine: {} },
}
const paths = (input: Partial<SuggestionInput>): string[] =>
  usageModel.suggest({ ...base, ...input }).map((s) => s.action)

describe('usage model', () => {
  it('offers only what the role may use, never the current page', () => {
    const craftsman = paths({})
    expect(craftsman).toContain('/jobs')
    expect(craftsman).not.toContain('/post-job')
    expect(craftsman).not.toContain('/')
    expect(paths({ role: 'company' })).toContain('/post-job')
    expect(paths({ role: 'guest' }).sort()).toEqual([
      '/company-register',
      '/craftsman-register',
      '/pricing',
      '/profile',
    ])
  })
  it('keeps advanced entries for advanced users and profile setup for beginners', () => {
    expect(paths({})).not.toContain('/analytics')
    expect(paths({})).toContain('/onboarding')
    expect(paths({ skillLevel: 'advanced' })).toContain('/analytics')
    expect(paths({ skillLevel: 'advanced' })).not.toContain('/onboarding')
    expect(paths({ showAdvancedFeatures: true })).toContain('/co-pilot')
  })
  it('ranks what people in the role open next above static priority', () => {
    expect(paths({})[0]).toBe('/onboarding')
    const ranked = paths({
      skillLevel: 'intermediate',
      usage: { next: { '/events': 40, '/jobs': 2 }, popular: {}, mine: {} },
    })
    expect(ranked[0]).toBe('/events')
    const suggestion = usageModel.suggest({
      ...base,
      skillLevel: 'intermediate',
      usage: { next: { '/events': 40 }, popular: {}, mine: {} },
    })[0]
    expect(suggestion).toMatchObject({
      type: 'ai',
      aiGenerated: true,
      action: '/events',
      reason: 'People in your role often open this after /',
    })
  })
  it('boosts profile completion when recent activity says the profile is incomplete', () => {
    const s = usageModel.suggest({ ...base, recentActivity: ['profile_incomplete'] })[0]
    expect(s).toMatchObject({ action: '/onboarding', reason: 'Your profile is incomplete' })
  })
  it('filters and scores by the query like the palette (+10 title, +5 description, +3 keyword)', () => {
    const jobs = CATALOGUE.find((e) => e.id === 'find-jobs')!
    expect(queryScore(jobs, 'find jobs')).toBe(16)
    expect(queryScore(jobs, 'browse')).toBe(8)
    expect(paths({ query: 'portfolio' })).toEqual(['/my-work'])
    expect(paths({ query: 'zzzz' })).toEqual([])
  })
  it('respects the limit', () => {
    expect(paths({ limit: 3 })).toHaveLength(3)
  })
})
