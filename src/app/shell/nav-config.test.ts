import { describe, expect, it } from 'vitest'
import { shell } from '@/i18n/en/shell.ts'
import { navGroupsFor } from './nav-config.ts'

describe('header navigation', () => {
  it('has no dropdown groups for signed-out visitors', () => {
    expect(navGroupsFor(false, true)).toEqual([])
  })

  it('lists the spec groups in order, with their items, when signed in', () => {
    const labels = navGroupsFor(true, false).map((g) => [
      shell.nav.groups[g.key],
      g.items.map((i) => shell.nav.items[i.key as keyof typeof shell.nav.items]),
    ])
    expect(labels).toEqual([
      ['Jobs', ['Find Jobs', 'Post a Job', 'Job Management', 'Team Formation', 'My Portfolio']],
      ['Learning', ['Learning Platform', 'Mentorship Hub', 'Expert Verification', 'AI Co-Pilot']],
      ['Community', ['Social Hub', 'Messages', 'Live Streaming', 'Events', 'Engagement Hub']],
      [
        'Journey',
        [
          'Daily Missions',
          'Achievements',
          'Leaderboards',
          'Journey Hub',
          'NFT Achievements',
          'Craft Points',
          'Marketplace',
        ],
      ],
      ['Business', ['Register Company', 'Pricing Plans', 'Analytics', 'Monetization Hub']],
      ['Enterprise', ['Enterprise Hub', 'White Label', 'AI Co-Pilot']],
    ])
  })

  it('adds the admin section only for admins', () => {
    const admin = navGroupsFor(true, true).at(-1)
    expect(admin?.key).toBe('admin')
    expect(admin?.items.map((i) => shell.nav.items[i.key as keyof typeof shell.nav.items])).toEqual(
      [
        'Admin Dashboard',
        'Group Admin',
        'System Analytics',
        'Integrations',
        'Workflow Automation',
        'Cross-Platform Sync',
        'Mobile App',
        'Enterprise Hub',
        'White Label Dashboard',
      ],
    )
  })
})
