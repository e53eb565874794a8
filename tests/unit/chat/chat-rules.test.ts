// The pure rules of chat (issue 32): what a message may hold, what its sender sees, safe links,
// names and the unread badge.
import { describe, expect, it } from 'vitest'
import { messageWrittenAt } from '@/db/message.table.ts'
import {
  conversationName,
  deliveryState,
  linkSegments,
  matchesSearch,
  messageProblem,
  newestFromOthers,
  unreadTotal,
} from '@/features/chat/chat-rules.ts'

const member = (user_id: string, read: string | null, delivered: string | null = read) => ({
  user_id,
  left_at: null as string | null,
  last_read_at: read,
  last_delivered_at: delivered,
})

describe('a message before it is sent', () => {
  it('needs text or a file, at most 4,000 characters as the server counts them, 6 files', () => {
    expect(messageProblem('   ', 0)?.key).toBe('composer.empty')
    expect(messageProblem('', 1)).toBeNull()
    expect(messageProblem('x'.repeat(4000), 0)).toBeNull()
    expect(messageProblem('x'.repeat(4001), 0)).toEqual({
      key: 'composer.tooLong',
      values: { count: 4001 },
    })
    // Code points, not UTF-16 units: 4,000 emoji are 4,000 characters.
    expect(messageProblem('🔧'.repeat(4000), 0)).toBeNull()
    expect(messageProblem('ok', 7)?.key).toBe('composer.tooMany')
  })

  it('is written just after the previous one, so a burst keeps its order', () => {
    const t = Date.parse('2026-11-29T10:00:00.000Z')
    const a = messageWrittenAt(t)
    const b = messageWrittenAt(t)
    const c = messageWrittenAt(t - 5_000)
    expect(Date.parse(b)).toBe(Date.parse(a) + 1)
    expect(Date.parse(c)).toBe(Date.parse(b) + 1)
  })
})

describe('what the sender sees', () => {
  const sent = { user_id: 'me', sent_at: '2026-11-29T10:00:00Z' }
  it('follows the outbox until the server has it', () => {
    const unsent = { user_id: 'me', sent_at: null }
    expect(deliveryState(unsent, [], null)).toBe('local')
    expect(deliveryState(unsent, [], 'sending')).toBe('sending')
    expect(deliveryState(unsent, [], 'failed')).toBe('failed')
  })

  it('is sent, delivered when every other member has it, read when every one read it', () => {
    expect(deliveryState(sent, [member('me', null), member('you', null)], null)).toBe('sent')
    expect(deliveryState(sent, [member('you', null, '2026-11-29T10:00:01Z')], null)).toBe(
      'delivered',
    )
    expect(deliveryState(sent, [member('you', '2026-11-29T10:00:00Z')], null)).toBe('read')
    // A group: read only when all have read; one left member does not count.
    const left = { ...member('gone', null), left_at: '2026-11-29T09:00:00Z' }
    expect(
      deliveryState(
        sent,
        [member('a', '2026-11-29T10:00:05Z'), member('b', null, null), left],
        null,
      ),
    ).toBe('sent')
    expect(
      deliveryState(
        sent,
        [member('a', '2026-11-29T10:00:05Z'), member('b', null, '2026-11-29T10:00:02Z'), left],
        null,
      ),
    ).toBe('delivered')
  })
})

describe('links', () => {
  it('marks http and https links, without trailing punctuation', () => {
    expect(linkSegments('Plans at https://example.com/plan.pdf. Call me')).toEqual([
      { kind: 'text', text: 'Plans at ' },
      { kind: 'link', text: 'https://example.com/plan.pdf', href: 'https://example.com/plan.pdf' },
      { kind: 'text', text: '. Call me' },
    ])
  })

  it('never makes a link of another scheme', () => {
    const parts = linkSegments('javascript:alert(1) data:text/html,x http//nope')
    expect(parts.every((p) => p.kind === 'text')).toBe(true)
  })
})

describe('names, counts, search', () => {
  const words = {
    andOthers: (names: string, count: number) => `${names} +${count}`,
    nobody: 'Just you',
  }
  it('names a conversation by its title or its other members', () => {
    expect(conversationName({ title: 'Site crew' }, ['A'], words)).toBe('Site crew')
    expect(conversationName({ title: null }, ['Priya Sharma'], words)).toBe('Priya Sharma')
    expect(conversationName({ title: null }, ['A', 'B', 'C', 'D'], words)).toBe('A, B +2')
    expect(conversationName({ title: null }, [], words)).toBe('Just you')
  })

  it('counts unread messages of conversations the user is in and has not muted', () => {
    expect(
      unreadTotal([
        { left_at: null, muted: false, unread_count: 3 },
        { left_at: null, muted: true, unread_count: 5 },
        { left_at: '2026-11-01T00:00:00Z', muted: false, unread_count: 2 },
        { left_at: null, muted: false, unread_count: 1 },
      ]),
    ).toBe(4)
  })

  it('reads up to the newest message from someone else the server has stamped', () => {
    expect(
      newestFromOthers(
        [
          { user_id: 'you', sent_at: '2026-11-29T10:00:00Z' },
          { user_id: 'you', sent_at: '2026-11-29T10:05:00Z' },
          { user_id: 'me', sent_at: '2026-11-29T10:09:00Z' },
          { user_id: 'you', sent_at: null },
        ],
        'me',
      ),
    ).toBe('2026-11-29T10:05:00Z')
    expect(newestFromOthers([{ user_id: 'me', sent_at: '2026-11-29T10:09:00Z' }], 'me')).toBeNull()
  })

  it('finds a conversation by name or last message, ignoring case', () => {
    expect(matchesSearch('priya', ['Priya Sharma', null])).toBe(true)
    expect(matchesSearch('ELM', ['Marc', 'Site address: 12 Elm St'])).toBe(true)
    expect(matchesSearch('zzz', ['Marc', 'hello'])).toBe(false)
    expect(matchesSearch('  ', ['Marc'])).toBe(true)
  })
})
