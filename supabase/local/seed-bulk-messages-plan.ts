// The plan of seed:bulk's conversations and messages (issue 32), pure and deterministic apart
// from the row ids: who talks to whom, how many messages each conversation holds, when each was
// sent and by whom, and each member's read mark and unread count. seed-bulk-messages.ts writes it.
import { randomUUID } from 'node:crypto'

export const DEMO_CRAFTSMAN = '11111111-1111-4111-8111-111111111111'
export const DEMO_COMPANY = '22222222-2222-4222-8222-222222222222'
/** Demo accounts in the order they get conversations (then everyone else, by id). */
const DEMO_ORDER = [
  DEMO_CRAFTSMAN,
  DEMO_COMPANY,
  '44444444-4444-4444-8444-444444444444',
  '55555555-5555-4555-8555-555555555555',
  '66666666-6666-4666-8666-666666666601',
  '66666666-6666-4666-8666-666666666602',
]

export interface JobRef {
  id: string
  title: string
  owner_id: string
  location_city: string
}

export interface PlannedConversation {
  id: string
  kind: 'direct' | 'group'
  title: string | null
  job_id: string | null
  unique_key: string | null
  created_by: string
  members: string[]
}

const MINUTE = 60_000
const DAY = 1_440 * MINUTE

/** A small deterministic generator (mulberry32), so plans repeat run after run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export function orderUsers(ids: readonly string[]): string[] {
  const demo = DEMO_ORDER.filter((id) => ids.includes(id))
  return [...demo, ...ids.filter((id) => !demo.includes(id)).sort()]
}

const directKey = (a: string, b: string): string =>
  a < b ? `direct:${a}:${b}` : `direct:${b}:${a}`

/**
 * `n` conversations: first craftsman@ and company@, then one-to-one pairs (demo accounts' first)
 * with every third a group: a job's team while jobs without one remain, else a crew. Keys that
 * already exist are skipped (a second run adds new conversations).
 */
export function planConversations(
  users: readonly string[],
  jobs: readonly JobRef[],
  n: number,
  existingKeys: ReadonlySet<string>,
): PlannedConversation[] {
  const order = orderUsers(users)
  if (order[0] !== DEMO_CRAFTSMAN || order[1] !== DEMO_COMPANY)
    throw new Error('The demo accounts are missing: apply supabase/seed.sql first')
  const pairs: Array<[string, string]> = []
  for (let i = 0; i < order.length; i++)
    for (let j = i + 1; j < order.length; j++) pairs.push([order[i]!, order[j]!])
  const freePairs = pairs.filter(([a, b]) => !existingKeys.has(directKey(a, b)))
  const freeJobs = jobs.filter((j) => !existingKeys.has(`team:${j.id}`))
  const out: PlannedConversation[] = []
  const direct = (a: string, b: string): PlannedConversation => ({
    id: randomUUID(),
    kind: 'direct',
    title: null,
    job_id: null,
    unique_key: directKey(a, b),
    created_by: a,
    members: [a, b],
  })
  // The big conversation is the demo pair's plain one-to-one (a second run adds none).
  if (n > 0 && freePairs[0]?.[0] === DEMO_CRAFTSMAN && freePairs[0][1] === DEMO_COMPANY) {
    out.push(direct(DEMO_COMPANY, DEMO_CRAFTSMAN))
    freePairs.shift()
  }
  let crew = 0
  while (out.length < n) {
    const i = out.length
    const pair = i % 3 !== 2 ? freePairs.shift() : undefined
    if (pair) {
      out.push(direct(pair[1], pair[0]))
      continue
    }
    const job = freeJobs.shift()
    const base = job ?? jobs[crew % Math.max(jobs.length, 1)]
    const owner = job?.owner_id ?? order[(crew * 7) % order.length]!
    const pick = rng(i + 1)
    const members = new Set([owner])
    const size = 3 + Math.floor(pick() * 3)
    while (members.size < Math.min(size, order.length))
      members.add(order[Math.floor(pick() ** 2 * order.length)]!)
    const title = job
      ? job.title.slice(0, 100)
      : `${(base?.title ?? 'Site').split(' – ')[0]} crew, ${base?.location_city ?? `site ${crew + 1}`}`
    if (!job) crew++
    out.push({
      id: randomUUID(),
      kind: 'group',
      title: title.slice(0, 100),
      job_id: job?.id ?? null,
      unique_key: job ? `team:${job.id}` : null,
      created_by: owner,
      members: [...members],
    })
  }
  return out
}

/**
 * How many messages each of `n` conversations holds, `total` in all: the first `big` (or what
 * is left), then a long tail that falls with the conversation's rank, at least one each while
 * messages remain.
 */
export function planMessageCounts(n: number, total: number, big: number): number[] {
  if (n <= 1) return n === 0 ? [] : [total]
  const counts = Array.from({ length: n }, () => 0)
  counts[0] = Math.min(big, total)
  let left = total - counts[0]
  const weights = counts.map((_, i) => (i === 0 ? 0 : 1 / Math.pow(i + 1, 0.8)))
  const sum = weights.reduce((a, w) => a + w, 0)
  const base = Math.min(left, n - 1)
  for (let i = 1; i <= base; i++) counts[i] = 1
  left -= base
  const share = left
  for (let i = 1; i < n && sum > 0; i++) {
    const extra = Math.floor((share * weights[i]!) / sum)
    counts[i]! += extra
    left -= extra
  }
  for (let i = 1; left > 0; i = (i % (n - 1)) + 1, left--) counts[i]!++
  return counts
}

const LINES = [
  'Are you on site tomorrow?',
  'Running about 15 minutes late, traffic on the bridge.',
  'The inspector moved the walkthrough to 10:00.',
  'Can you send me a photo of the panel schedule?',
  'Material drop is at the north gate, not the loading dock.',
  'We need two more boxes of 3-inch screws on level 4.',
  'Rough-in passed. Good work everyone.',
  'Please sign your timesheet before Friday noon.',
  'Lift is booked from 7 to 11.',
  'Who has the key for the electrical room?',
  'Framing crew finishes the east wall today.',
  'Safety talk at 6:45, in the trailer.',
  'Client approved the change order for the extra receptacles.',
  'I can start Monday if that still works for you.',
  'What rate are you offering for the weekend shifts?',
  'Drywall delivery got pushed to Thursday.',
  'Bring your harness, we are on the roof all week.',
  'Thanks, got it.',
  'Sounds good, see you at 7.',
  'The concrete truck is booked for 8:30.',
  'Can you quote the bathroom rough-in by Wednesday?',
  'Permit is posted by the front door.',
  'Waiting on the plumber before we close the ceiling.',
  'Parking is behind the building, use the side entrance.',
  'Invoice sent, net 30 as agreed.',
]

export interface PlannedMessage {
  id: string
  conversation_id: string
  user_id: string
  body: string
  created_at: string
  sent_at: string
}

/**
 * The `count` messages of conversation `index`, oldest first: a run of one or more from each
 * member in turn, at least half an hour apart (at most over 180 days), the newest within the
 * last 20 days (the demo pair's a few minutes ago).
 */
export function planMessages(
  conversation: PlannedConversation,
  index: number,
  count: number,
  now: number,
): PlannedMessage[] {
  const pick = rng(index * 31 + 7)
  const end = now - (index === 0 ? 5 * MINUTE : ((index * 3_517 * 1000) % (20 * DAY)) + MINUTE)
  const span = Math.min(180 * DAY, Math.max(60 * MINUTE, count * 30 * MINUTE))
  const start = end - span
  const out: PlannedMessage[] = []
  let sender = 0
  for (let k = 0; k < count; k++) {
    if (k > 0 && pick() < 0.6) sender = (sender + 1) % conversation.members.length
    const at = count === 1 ? end : start + Math.floor((span * k) / (count - 1))
    const line = LINES[Math.floor(pick() * LINES.length)]!
    out.push({
      id: randomUUID(),
      conversation_id: conversation.id,
      user_id: conversation.members[sender]!,
      body: k % 17 === 16 ? `${line} (${k + 1})` : line,
      created_at: new Date(at - Math.floor(pick() * 20_000)).toISOString(),
      sent_at: new Date(at).toISOString(),
    })
  }
  return out
}

export interface PlannedMember {
  id: string
  conversation_id: string
  user_id: string
  role: 'owner' | 'member'
  joined_at: string
  created_at: string
  last_read_at: string | null
  last_delivered_at: string | null
  unread_count: number
}

/**
 * Each member's row: most have read everything; about one in five (and craftsman@ in the demo
 * pair's conversation) have the last one to five messages unread, counted as the server counts
 * them (others' messages after the read mark).
 */
export function planMembers(
  conversation: PlannedConversation,
  index: number,
  messages: readonly PlannedMessage[],
  now: number,
): PlannedMember[] {
  const pick = rng(index * 97 + 3)
  const joined = new Date(
    messages.length > 0 ? Date.parse(messages[0]!.sent_at) - MINUTE : now,
  ).toISOString()
  const last = messages.at(-1)?.sent_at ?? null
  return conversation.members.map((user) => {
    const behind =
      (index === 0 && user === DEMO_CRAFTSMAN) || pick() < 0.2 ? 1 + Math.floor(pick() * 5) : 0
    const readIndex = messages.length - 1 - behind
    const readAt = readIndex >= 0 ? messages[readIndex]!.sent_at : null
    return {
      id: `${conversation.id}:${user}`,
      conversation_id: conversation.id,
      user_id: user,
      role: conversation.kind === 'group' && user === conversation.created_by ? 'owner' : 'member',
      joined_at: joined,
      created_at: joined,
      last_read_at: readAt,
      last_delivered_at: last,
      unread_count: messages.filter((m, k) => k > readIndex && m.user_id !== user).length,
    }
  })
}
