import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ConversationMemberRow } from '@/db/conversation-member.table.ts'
import type { ConversationRow } from '@/db/conversation.table.ts'
import type { UserProfileDoc } from '@/db/index.ts'
import { useLiveQuery } from '@/data/shell.ts'
import { conversationName } from '../chat-rules.ts'

export interface ConversationItem {
  conversation: ConversationRow
  /** The user's own member row (null while it is still arriving). */
  me: ConversationMemberRow | null
  others: ConversationMemberRow[]
  name: string
  /** The other person of a one-to-one conversation. */
  peer: UserProfileDoc | null
  profiles: ReadonlyMap<string, UserProfileDoc>
}

/** The profiles of these people, by id, as the device holds them. */
export function useProfiles(ids: readonly string[]): ReadonlyMap<string, UserProfileDoc> {
  const key = [...new Set(ids)].sort().join(',')
  const rows = useLiveQuery(
    (r) => (key ? r.userProfiles.list$({ selector: { user_id: { $in: key.split(',') } } }) : null),
    [key],
  ).data
  return useMemo(() => new Map((rows ?? []).map((p) => [p.user_id, p])), [rows])
}

/** Every conversation on the device, most recent activity first, with names and members. */
export function useConversations(userId: string): {
  items: ConversationItem[]
  isLoading: boolean
} {
  const { t } = useTranslation('chat')
  const live = useLiveQuery((r) => r.conversations.withMembers$(), [])
  const rows = live.data
  const ids = useMemo(() => (rows ?? []).flatMap((c) => c.members.map((m) => m.user_id)), [rows])
  const profiles = useProfiles(ids)
  const items = useMemo(
    () =>
      (rows ?? []).map(({ conversation, members }) => {
        const me = members.find((m) => m.user_id === userId) ?? null
        const others = members.filter((m) => m.user_id !== userId)
        const present = others.filter((m) => m.left_at === null)
        const names = (present.length ? present : others).map(
          (m) => profiles.get(m.user_id)?.full_name ?? t('list.someone'),
        )
        const name = conversationName(conversation, names, {
          andOthers: (list, count) => t('list.andOthers', { names: list, count }),
          nobody: t('list.nobody'),
        })
        const peer =
          conversation.kind === 'direct' && others[0]
            ? (profiles.get(others[0].user_id) ?? null)
            : null
        return { conversation, me, others, name, peer, profiles }
      }),
    [rows, profiles, userId, t],
  )
  return { items, isLoading: live.isLoading }
}
