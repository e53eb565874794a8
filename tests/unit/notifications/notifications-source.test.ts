import { describe, expect, it } from 'vitest'
import {
  aboutOpenConversation,
  arrivalToasts,
  arrivalsTracker,
  freshArrivals,
  toAppNotification,
} from '@/features/notifications/notifications-source.ts'

const at = (iso: string) => ({
  id: iso,
  user_id: 'u1',
  type: 'other',
  title: `t ${iso}`,
  message: 'm',
  data: {},
  read: false,
  created_at: iso,
})

describe('bell source', () => {
  const started = Date.parse('2026-11-21T20:00:00Z')

  it('toasts only unseen, unread notifications created since the user arrived', () => {
    const history = at('2026-11-20T08:00:00Z')
    const justBefore = at('2026-11-21T19:59:45Z')
    const fresh = at('2026-11-21T20:00:05Z')
    const freshButRead = { ...at('2026-11-21T20:00:06Z'), read: true }
    const known = new Set([justBefore.id])
    expect(freshArrivals([history, justBefore, fresh, freshButRead], known, started)).toEqual([
      fresh,
    ])
    expect(freshArrivals([justBefore], new Set(), started)).toEqual([justBefore])
  })

  it('does not toast what the device already held when the bell started (a reload)', () => {
    const stored = at('2026-11-21T19:59:50Z')
    const arrivals = arrivalsTracker(started)
    expect(arrivals([stored])).toEqual([])
    const fresh = at('2026-11-21T20:00:05Z')
    expect(arrivals([fresh, stored])).toEqual([fresh])
    expect(arrivals([fresh, stored])).toEqual([])
  })

  it('toasts what the first download brings only if it is news (a new device)', () => {
    const arrivals = arrivalsTracker(started)
    expect(arrivals([])).toEqual([])
    const justBefore = at('2026-11-21T19:59:45Z')
    const history = at('2026-11-20T08:00:00Z')
    expect(arrivals([justBefore, history])).toEqual([justBefore])
  })

  it('shows one toast per batch: the notification itself, or a summary of several', () => {
    const summary = (count: number) => ({ title: 'New notifications', message: `${count} new` })
    const one = at('2026-11-21T20:00:05Z')
    const describe = (doc: { title: string }) => ({ title: `${doc.title} (shown)`, message: 'w' })
    expect(arrivalToasts([], summary, describe)).toEqual([])
    expect(arrivalToasts([one], summary, describe)).toEqual([
      { title: `${one.title} (shown)`, message: 'w' },
    ])
    const five = ['01', '02', '03', '04', '05'].map((s) => at(`2026-11-21T20:00:${s}Z`))
    expect(arrivalToasts(five, summary, describe)).toEqual([
      { title: 'New notifications', message: '5 new' },
    ])
  })

  it('keeps the spec types and data object; others become other', () => {
    expect(toAppNotification({ ...at('2026-11-21T20:00:00Z'), type: 'like' }).type).toBe('like')
    expect(
      toAppNotification({ ...at('2026-11-21T20:00:00Z'), type: 'application_received' }).type,
    ).toBe('other')
    expect(toAppNotification({ ...at('2026-11-21T20:00:00Z'), data: '[1]' }).data).toEqual({})
    expect(
      toAppNotification({ ...at('2026-11-21T20:00:00Z'), data: '{"job_id":"j1"}' }).data,
    ).toEqual({ job_id: 'j1' })
    expect(toAppNotification({ ...at('2026-11-21T20:00:00Z'), data: 'not json' }).data).toEqual({})
  })
})

describe('a message about the conversation on screen', () => {
  const note = (conversation: string) => ({
    type: 'message',
    data: JSON.stringify({ kind: 'message', conversation_id: conversation }),
  })
  it('is no news there, and news anywhere else', () => {
    const chat = { pathname: '/chat', search: '?c=c1' }
    expect(aboutOpenConversation(note('c1'), chat)).toBe(true)
    expect(
      aboutOpenConversation(note('c1'), { pathname: '/real-time-chat', search: '?c=c1' }),
    ).toBe(true)
    expect(aboutOpenConversation(note('c2'), chat)).toBe(false)
    expect(aboutOpenConversation(note('c1'), { pathname: '/jobs', search: '?c=c1' })).toBe(false)
    expect(aboutOpenConversation({ type: 'job', data: '{}' }, chat)).toBe(false)
  })
})
