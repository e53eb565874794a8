import { describe, expect, it } from 'vitest'
import { forDashboard, notificationSide } from './notification-side.ts'

const n = (type: string, data: Record<string, unknown> = {}) => ({
  type,
  data: JSON.stringify(data),
})

describe('notifications per dashboard', () => {
  it('sends applications received and withdrawals to the hiring side', () => {
    expect(notificationSide(n('application_received', { status: 'submitted' }))).toBe('hiring')
    expect(notificationSide(n('application_status', { status: 'withdrawn' }))).toBe('hiring')
  })

  it("sends the company's answers to the applicant's side", () => {
    for (const status of ['viewed', 'shortlisted', 'accepted', 'rejected']) {
      expect(notificationSide(n('application_status', { status }))).toBe('working')
    }
  })

  it('reads a status change it cannot parse as the applicant side', () => {
    expect(notificationSide({ type: 'application_status', data: 'not json' })).toBe('working')
  })

  it('keeps personal kinds on both dashboards', () => {
    for (const type of ['role_request', 'achievement', 'system', 'other']) {
      expect(notificationSide(n(type))).toBeNull()
    }
  })

  it('lists the newest of the right side, up to the number shown', () => {
    const items = [
      { id: 1, ...n('application_status', { status: 'rejected' }) },
      { id: 2, ...n('application_received') },
      { id: 3, ...n('role_request') },
      { id: 4, ...n('application_status', { status: 'withdrawn' }) },
      { id: 5, ...n('application_received') },
    ]
    expect(forDashboard(items, 'hiring', 3).map((i) => i.id)).toEqual([2, 3, 4])
    expect(forDashboard(items, 'working', 5).map((i) => i.id)).toEqual([1, 3])
  })
})
