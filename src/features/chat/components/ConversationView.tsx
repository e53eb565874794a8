import { ActionIcon, Box, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconBellOff } from '@tabler/icons-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageRow } from '@/db/message.table.ts'
import { syncClient, useConnectivity, useRepositories } from '@/data/index.ts'
import { deliveryState, newestFromOthers } from '../chat-rules.ts'
import { useConversationChannel } from '../hooks/useConversationChannel.ts'
import type { ConversationItem } from '../hooks/useConversations.ts'
import { useMessageOutbox, useMessages } from '../hooks/useMessages.ts'
import { refusalKey } from '../refusal.ts'
import { Composer } from './Composer.tsx'
import { MessageBubble } from './MessageBubble.tsx'
import { ConversationMenu, JobLink } from './ConversationHeaderParts.tsx'
import { MessageList, OlderButton } from './MessageList.tsx'

/** Messages shown when a conversation opens; each "load earlier" adds as many. */
export const MESSAGES_PAGE = 100

interface Props {
  item: ConversationItem
  userId: string
  onBack: () => void
}

export function ConversationView({ item, userId, onBack }: Props) {
  const { t } = useTranslation('chat')
  const repos = useRepositories()
  const { online } = useConnectivity()
  const id = item.conversation.id
  const [limit, setLimit] = useState(MESSAGES_PAGE)
  const [older, setOlder] = useState<'idle' | 'loading' | 'start' | 'failed'>('idle')
  const [replyTo, setReplyTo] = useState<MessageRow | null>(null)
  const [editing, setEditing] = useState<MessageRow | null>(null)
  const { messages } = useMessages(id, limit)
  const outbox = useMessageOutbox()
  const me = item.me
  const member = me !== null && me.left_at === null
  const { peers, typing } = useConversationChannel(id, userId, online && member)
  const members = useMemo(() => (me ? [me, ...item.others] : item.others), [me, item.others])
  const nameOf = useCallback(
    (uid: string) =>
      uid === userId ? t('message.you') : (item.profiles.get(uid)?.full_name ?? t('list.someone')),
    [item.profiles, userId, t],
  )
  useEffect(() => {
    setLimit(MESSAGES_PAGE)
    setOlder('idle')
    setReplyTo(null)
    setEditing(null)
  }, [id])

  // Reading: everything from others on screen is read once the page is visible.
  useEffect(() => {
    if (!repos || !me || !member) return
    const mark = () => {
      if (document.visibilityState !== 'visible') return
      const newest = newestFromOthers(messages, userId)
      const behind =
        newest && (!me.last_read_at || Date.parse(newest) > Date.parse(me.last_read_at))
      // The server recounts what is unread whenever the mark moves (0 here until it answers).
      if (behind) {
        void repos.conversations.updateMembership(id, userId, {
          last_read_at: newest,
          unread_count: 0,
        })
      }
    }
    mark()
    document.addEventListener('visibilitychange', mark)
    return () => document.removeEventListener('visibilitychange', mark)
  }, [repos, me, member, messages, id, userId])

  const loadOlder = async () => {
    if (messages.length >= limit) {
      setLimit((l) => l + MESSAGES_PAGE)
      return
    }
    const oldest = messages[0]
    const client = syncClient()
    if (!online || !client || !oldest?.sent_at) {
      setOlder('start')
      return
    }
    setOlder('loading')
    try {
      const came = await client.keepOlderMessages(id, oldest.sent_at)
      setLimit((l) => l + MESSAGES_PAGE)
      setOlder(came === 0 ? 'start' : 'idle')
    } catch {
      setOlder('failed')
    }
  }

  const byId = useMemo(() => new Map(messages.map((m) => [m.id, m])), [messages])
  const group = item.conversation.kind === 'group'
  const render = (m: MessageRow) => {
    const mine = m.user_id === userId
    const quoted = m.reply_to ? byId.get(m.reply_to) : undefined
    const entry = outbox.get(m.id)
    return (
      <MessageBubble
        message={m}
        mine={mine}
        senderName={group && !mine ? nameOf(m.user_id) : null}
        quote={
          m.reply_to
            ? quoted
              ? {
                  name: nameOf(quoted.user_id),
                  text: quoted.deleted_at ? t('message.deleted') : quoted.body,
                }
              : null
            : undefined
        }
        state={mine ? deliveryState(m, members, entry?.state ?? null) : null}
        failure={entry?.message ? t(refusalKey(entry.message) as never) : ''}
        onReply={(x) => {
          setEditing(null)
          setReplyTo(x)
        }}
        onEdit={(x) => {
          setReplyTo(null)
          setEditing(x)
        }}
        onDelete={(x) => {
          if (!repos || !window.confirm(t('message.deleteConfirm'))) return
          if (x.sent_at === null) void repos.messages.remove(x.id)
          else void repos.messages.patch(x.id, { deleted_at: new Date().toISOString() })
        }}
        onRetry={(x) => void syncClient()?.retry('messages', x.id)}
        onDiscard={(x) => void syncClient()?.discard('messages', x.id)}
      />
    )
  }

  const typingNames = peers.filter((p) => p.typing).map((p) => nameOf(p.userId))
  const onlineNow = peers.length > 0
  const status =
    typingNames.length > 1
      ? t('conversation.typingMany')
      : typingNames.length === 1
        ? t('conversation.typing', { name: typingNames[0] ?? '' })
        : onlineNow
          ? t('conversation.online')
          : group
            ? t('conversation.members', { count: members.filter((m) => !m.left_at).length })
            : ''
  const top =
    older === 'start' ? (
      <Text size="xs" c="dimmed">
        {online ? t('conversation.start') : t('conversation.olderOffline')}
      </Text>
    ) : (
      <Stack gap={2} align="center">
        {older === 'failed' ? (
          <Text size="xs" c="red">
            {t('conversation.olderFailed')}
          </Text>
        ) : null}
        <OlderButton onClick={() => void loadOlder()} loading={older === 'loading'} />
      </Stack>
    )
  return (
    <Stack gap={0} h="100%" data-testid="conversation">
      <Group
        gap="xs"
        p="xs"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <ActionIcon
          variant="subtle"
          hiddenFrom="sm"
          onClick={onBack}
          aria-label={t('conversation.back')}
        >
          <IconArrowLeft size={18} />
        </ActionIcon>
        <Box flex={1} miw={0}>
          <Group gap={6} wrap="nowrap">
            <Title order={2} size="h4" lineClamp={1} data-testid="conversation-name">
              {item.name}
            </Title>
            {me?.muted ? <IconBellOff size={14} aria-label={t('list.muted')} /> : null}
          </Group>
          <Text
            size="xs"
            c={typingNames.length ? 'blue' : 'dimmed'}
            data-testid="conversation-status"
            mih={18}
          >
            {status}
          </Text>
          {item.conversation.job_id ? <JobLink jobId={item.conversation.job_id} /> : null}
        </Box>
        {me ? <ConversationMenu item={item} userId={userId} /> : null}
      </Group>
      <MessageList
        messages={messages}
        render={render}
        top={top}
        onTop={older === 'idle' ? () => void loadOlder() : undefined}
        empty={<Text c="dimmed">{t('conversation.empty')}</Text>}
      />
      <Box p="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        {member ? (
          <Composer
            conversationId={id}
            userId={userId}
            replyTo={replyTo ? { message: replyTo, name: nameOf(replyTo.user_id) } : null}
            editing={editing}
            onTyping={typing}
            onDone={() => {
              setReplyTo(null)
              setEditing(null)
            }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('conversation.left')}
          </Text>
        )}
      </Box>
    </Stack>
  )
}
