import { describe, expect, it } from 'vitest'
import { navigationActions, type ActionContext } from './nav-actions.ts'

const ctx = (over: Partial<ActionContext>): ActionContext => ({
  signedIn: true,
  role: 'craftsman',
  level: 'intermediate',
  showAdvancedFeatures: false,
  path: '/jobs',
  recentActivity: [],
  ...over,
})
const paths = (c: ActionContext) => navigationActions(c).map((a) => a.action)

describe('navigation actions per role (spec section 6)', () => {
  it('company: post and manage jobs; craftsman: find jobs and portfolio; signed in: messages', () => {
    expect(paths(ctx({ role: 'company' }))).toEqual([
      '/',
      '/profile',
      '/post-job',
      '/job-management',
      '/chat',
    ])
    expect(paths(ctx({ role: 'craftsman' }))).toEqual([
      '/',
      '/profile',
      '/jobs',
      '/my-work',
      '/chat',
    ])
    const post = navigationActions(ctx({ role: 'company' })).find((a) => a.action === '/post-job')
    expect(post?.priority).toBe(9)
  })

  it('beginners get the profile setup tip, advanced users analytics and the co-pilot', () => {
    expect(paths(ctx({ level: 'beginner' }))).toContain('/onboarding')
    const adv = navigationActions(ctx({ level: 'advanced' }))
    expect(adv.find((a) => a.action === '/analytics')?.priority).toBe(8)
    expect(adv.some((a) => a.action === '/co-pilot')).toBe(true)
    const toggled = navigationActions(ctx({ showAdvancedFeatures: true }))
    expect(toggled.find((a) => a.action === '/analytics')?.priority).toBe(6)
    expect(paths(ctx({}))).not.toContain('/analytics')
  })

  it('Get Started on /, Complete Profile on profile_incomplete, guests only Home and My Profile', () => {
    const home = navigationActions(ctx({ path: '/' }))
    expect(home.find((a) => a.id === 'workflow-get-started')?.priority).toBe(10)
    expect(paths(ctx({ recentActivity: ['profile_incomplete'] }))).toContain('/profile')
    expect(
      navigationActions(ctx({ recentActivity: ['profile_incomplete'] })).some(
        (a) => a.id === 'nav-complete-profile',
      ),
    ).toBe(true)
    expect(paths(ctx({ signedIn: false, role: 'guest', level: 'advanced' }))).toEqual([
      '/',
      '/profile',
    ])
  })
})
