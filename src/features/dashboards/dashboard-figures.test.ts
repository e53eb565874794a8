import { describe, expect, it } from 'vitest'
import {
  companyFigures,
  craftsmanFigures,
  isMatchingJob,
  parseTextList,
} from './dashboard-figures.ts'

const now = Date.parse('2026-11-21T12:00:00Z')
const job = (
  over: Partial<{
    status: string
    created_at: string
    trade_specialty: string
    location_province: string
  }>,
) => ({
  status: 'open',
  created_at: '2026-11-20T12:00:00Z',
  trade_specialty: 'electrical',
  location_province: 'Quebec',
  ...over,
})

describe('craftsman dashboard figures', () => {
  it('counts open applications, interviews, accepted and new matching jobs', () => {
    const apps = ['submitted', 'viewed', 'shortlisted', 'accepted', 'rejected', 'withdrawn'].map(
      (status) => ({
        status,
        created_at: '2026-11-01T00:00:00Z',
      }),
    )
    const jobs = [
      job({}),
      job({ location_province: 'Ontario' }),
      job({ trade_specialty: 'plumbing' }),
      job({ status: 'closed' }),
      job({ created_at: '2026-11-01T00:00:00Z' }),
    ]
    expect(
      craftsmanFigures(apps, jobs, { trades: ['electrical'], provinces: ['Quebec'] }, now),
    ).toEqual({
      openApplications: 3,
      interviews: 1,
      accepted: 1,
      newMatches: 1,
    })
  })

  it('matches any province when none is listed', () => {
    expect(isMatchingJob(job({ location_province: 'Yukon' }), ['electrical'], [])).toBe(true)
  })

  it('reads list text defensively', () => {
    expect(parseTextList('["hvac"]')).toEqual(['hvac'])
    expect(parseTextList('nope')).toEqual([])
  })
})

describe('company dashboard figures', () => {
  it('counts open jobs and unanswered applicants with the oldest wait', () => {
    const figures = companyFigures(
      [job({}), job({ status: 'filled' })],
      [
        { status: 'submitted', created_at: '2026-11-19T00:00:00Z' },
        { status: 'submitted', created_at: '2026-11-18T00:00:00Z' },
        { status: 'viewed', created_at: '2026-11-10T00:00:00Z' },
        { status: 'withdrawn', created_at: '2026-11-20T00:00:00Z' },
      ],
      now,
    )
    expect(figures).toEqual({
      openJobs: 1,
      newApplicants: 2,
      awaitingResponse: 2,
      oldestWaitingSince: '2026-11-18T00:00:00Z',
    })
  })
})
