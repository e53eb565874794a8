// Bulk conversations and messages for benchmarks (issue 32): `npm run seed:bulk -- --conversations
// 1000 --messages 200000`. Among the existing users, demo accounts first: conversation 0 is
// craftsman@ and company@ with `bigMessages` messages (10,000), the next ones (the demo accounts'
// other pairs) are the longest, then a long tail. About two in three are one-to-one; the others
// are a job's hired team (its poster and a few people) or a crew. Written over REST with the
// service role key, as seed-bulk.ts writes jobs, and planned deterministically (plan*, unit
// tested): the same arguments give the same conversations and messages.
//
// Members are written after their conversation's messages, with their read marks and unread
// counts computed here: the per-message triggers then only keep each conversation's last message,
// instead of counting history as unread and raising a notification per message.
import {
  planConversations,
  planMembers,
  planMessageCounts,
  planMessages,
  type JobRef,
  type PlannedMember,
  type PlannedMessage,
} from './seed-bulk-messages-plan.ts'
import { getAll, post, rest } from './seed-bulk-rest.ts'

export interface SeedBulkMessagesOptions {
  url: string
  serviceRoleKey: string
  conversations: number
  messages: number
  /** Messages in the craftsman@ / company@ conversation (default 10,000). */
  bigMessages?: number
  batchSize?: number
  now?: number
}

export async function seedBulkMessages(
  opts: SeedBulkMessagesOptions,
): Promise<{ conversations: number; messages: number; ms: number }> {
  const started = Date.now()
  const now = opts.now ?? started
  const users = await getAll<{ user_id: string }>(
    opts,
    'user_profiles?select=user_id&_deleted=is.false&order=user_id',
  )
  const jobs = (await (
    await rest(
      opts,
      'jobs?select=id,title,owner_id,location_city&_deleted=is.false&order=created_at.desc&limit=1000',
    )
  ).json()) as JobRef[]
  const keys = await getAll<{ unique_key: string }>(
    opts,
    'conversations?select=unique_key&unique_key=not.is.null&order=unique_key',
  )
  const plan = planConversations(
    users.map((u) => u.user_id),
    jobs,
    opts.conversations,
    new Set(keys.map((k) => k.unique_key)),
  )
  const counts = planMessageCounts(plan.length, opts.messages, opts.bigMessages ?? 10_000)
  let written = 0
  let conversations: object[] = []
  let members: PlannedMember[] = []
  let messages: PlannedMessage[] = []
  // Each batch in order: conversations, their messages, then their members.
  const flush = async () => {
    await post(opts, 'conversations', conversations, opts.batchSize)
    await post(opts, 'messages', messages, opts.batchSize)
    await post(opts, 'conversation_members', members, opts.batchSize)
    written += messages.length
    ;[conversations, members, messages] = [[], [], []]
  }
  for (const [i, { members: _ids, ...conversation }] of plan.entries()) {
    const planned = planMessages(plan[i]!, i, counts[i] ?? 0, now)
    const rows = planMembers(plan[i]!, i, planned, now)
    conversations.push({ ...conversation, created_at: rows[0]?.joined_at })
    messages.push(...planned)
    members.push(...rows)
    if (messages.length >= 5_000) await flush()
  }
  await flush()
  return { conversations: plan.length, messages: written, ms: Date.now() - started }
}
