// The pure rules of chat (issue 32): what a message may hold, the state a sender sees for it,
// safe links, a conversation's name, and the unread counts the badge shows.
import { MAX_MESSAGE_ATTACHMENTS, MAX_MESSAGE_LENGTH } from '@/db/message.table.ts'

/** Largest file a message carries (the chat bucket's limit says the same). */
export const MAX_CHAT_FILE_BYTES = 25 * 1024 * 1024

export interface Problem {
  key: string
  values?: Record<string, unknown>
}

/** Characters as the server counts them (code points). */
export const textLength = (text: string): number => [...text].length

/** Why a message cannot be sent as it is; null when it can. */
export function messageProblem(body: string, attachments: number): Problem | null {
  const length = textLength(body.trim())
  if (length === 0 && attachments === 0) return { key: 'composer.empty' }
  if (length > MAX_MESSAGE_LENGTH) return { key: 'composer.tooLong', values: { count: length } }
  if (attachments > MAX_MESSAGE_ATTACHMENTS) return { key: 'composer.tooMany' }
  return null
}

export type DeliveryState = 'local' | 'sending' | 'failed' | 'sent' | 'delivered' | 'read'

interface Marks {
  user_id: string
  left_at: string | null
  last_read_at: string | null
  last_delivered_at: string | null
}

const reached = (mark: string | null, at: string) =>
  mark !== null && Date.parse(mark) >= Date.parse(at)

/**
 * A message's state for its sender. Until the server's copy (with its `sent_at`) is on the device
 * the outbox says where it is; after, the other members' marks say whether every one of them has
 * it on a device, or has read it.
 */
export function deliveryState(
  message: { user_id: string; sent_at: string | null },
  members: readonly Marks[],
  outbox: 'local' | 'sending' | 'failed' | null,
): DeliveryState {
  if (message.sent_at === null) return outbox ?? 'local'
  const sentAt = message.sent_at
  const others = members.filter((m) => m.user_id !== message.user_id && m.left_at === null)
  if (others.length === 0) return 'sent'
  if (others.every((m) => reached(m.last_read_at, sentAt))) return 'read'
  if (others.every((m) => reached(m.last_delivered_at, sentAt) || reached(m.last_read_at, sentAt)))
    return 'delivered'
  return 'sent'
}

export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

const URL_RE = /\bhttps?:\/\/[^\s<>"']+/gi
const TRAILING = /[.,;:!?)\]}'"]+$/

/** Text with its web links marked; only http and https become links (never javascript: etc.). */
export function linkSegments(text: string): Segment[] {
  const out: Segment[] = []
  let last = 0
  for (const match of text.matchAll(URL_RE)) {
    const raw = match[0]
    const url = raw.replace(TRAILING, '')
    const start = match.index
    let href: string | null = null
    try {
      const parsed = new URL(url)
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') href = parsed.href
    } catch {
      href = null
    }
    if (!href) continue
    if (start > last) out.push({ kind: 'text', text: text.slice(last, start) })
    out.push({ kind: 'link', text: url, href })
    last = start + url.length
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) })
  return out
}

/** A group's title, else the other members' names ("Priya Sharma", "Priya, Marc and 2 others"). */
export function conversationName(
  conversation: { title: string | null },
  otherNames: readonly string[],
  words: { andOthers: (names: string, count: number) => string; nobody: string },
): string {
  if (conversation.title) return conversation.title
  if (otherNames.length === 0) return words.nobody
  if (otherNames.length <= 2) return otherNames.join(', ')
  return words.andOthers(otherNames.slice(0, 2).join(', '), otherNames.length - 2)
}

interface Membership {
  left_at: string | null
  muted: boolean
  unread_count: number
}

/** The Messages badge: unread messages of the conversations the user is in and has not muted. */
export function unreadTotal(memberships: readonly Membership[]): number {
  return memberships.reduce(
    (n, m) => (m.left_at === null && !m.muted ? n + Math.max(0, m.unread_count) : n),
    0,
  )
}

/** The newest server time among others' messages the device holds: what "read" moves to. */
export function newestFromOthers(
  messages: ReadonlyArray<{ user_id: string; sent_at: string | null }>,
  me: string,
): string | null {
  let newest: string | null = null
  for (const m of messages) {
    if (m.user_id === me || !m.sent_at) continue
    if (!newest || Date.parse(m.sent_at) > Date.parse(newest)) newest = m.sent_at
  }
  return newest
}

/** Whether a conversation matches what the user typed in the list's search. */
export function matchesSearch(query: string, texts: ReadonlyArray<string | null>): boolean {
  const q = query.trim().toLocaleLowerCase()
  if (!q) return true
  return texts.some((t) => t?.toLocaleLowerCase().includes(q))
}
