import {
  Badge,
  Box,
  Group,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core'
import { IconBellOff, IconSearch } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AvatarPhoto } from '@/features/files/index.ts'
import { formatDay, formatTime } from '@/i18n/formats.ts'
import { avatarInitials } from '@/lib/initials.ts'
import { badgeLabel } from '@/lib/badge.ts'
import { matchesSearch } from '../chat-rules.ts'
import type { ConversationItem } from '../hooks/useConversations.ts'

type Filter = 'inbox' | 'unread' | 'archived'

interface Props {
  items: readonly ConversationItem[]
  userId: string
  selected: string | null
  onSelect: (id: string) => void
  arriving: boolean
}

const when = (iso: string) =>
  new Date(iso).toDateString() === new Date().toDateString() ? formatTime(iso) : formatDay(iso)

/** The conversations: search, inbox / unread / archived, each with its last message. */
export function ConversationList({ items, userId, selected, onSelect, arriving }: Props) {
  const { t } = useTranslation('chat')
  const [query, setQuery] = useState('')
  const [filter, setFilter] = useState<Filter>('inbox')
  const shown = useMemo(
    () =>
      items.filter((item) => {
        const archived = item.me?.archived ?? false
        if (filter === 'archived' ? !archived : archived) return false
        if (filter === 'unread' && !(item.me && item.me.unread_count > 0)) return false
        return matchesSearch(query, [item.name, item.conversation.last_message_preview])
      }),
    [items, filter, query],
  )
  return (
    <Stack gap="xs" h="100%">
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('list.search')}
        aria-label={t('list.search')}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      <SegmentedControl
        size="xs"
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
        data={(['inbox', 'unread', 'archived'] as const).map((f) => ({
          value: f,
          label: t(`list.filters.${f}`),
        }))}
      />
      <ScrollArea flex={1} type="auto">
        {shown.length === 0 ? (
          <Stack gap={4} p="sm">
            <Text c="dimmed" size="sm">
              {arriving
                ? t('list.arriving')
                : query
                  ? t('list.noMatch', { query })
                  : filter === 'inbox'
                    ? t('list.empty')
                    : filter === 'unread'
                      ? t('list.emptyUnread')
                      : t('list.emptyArchived')}
            </Text>
            {!arriving && !query && filter === 'inbox' && items.length === 0 ? (
              <Text c="dimmed" size="xs">
                {t('list.emptyHint')}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Stack
            gap={2}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('list.title')}
          >
            {shown.map((item) => (
              <Box component="li" key={item.conversation.id}>
                <Row
                  item={item}
                  userId={userId}
                  active={item.conversation.id === selected}
                  onSelect={onSelect}
                />
              </Box>
            ))}
          </Stack>
        )}
      </ScrollArea>
    </Stack>
  )
}

function Row({
  item,
  userId,
  active,
  onSelect,
}: {
  item: ConversationItem
  userId: string
  active: boolean
  onSelect: (id: string) => void
}) {
  const { t } = useTranslation('chat')
  const c = item.conversation
  const unread = item.me && item.me.left_at === null ? item.me.unread_count : 0
  const preview = c.last_message_at
    ? c.last_message_preview || t('list.attachment')
    : t('list.noMessages')
  const text =
    c.last_message_sender === userId && c.last_message_at
      ? t('list.you', { text: preview })
      : preview
  return (
    <UnstyledButton
      w="100%"
      p="xs"
      onClick={() => onSelect(c.id)}
      aria-current={active ? 'true' : undefined}
      data-testid="conversation-row"
      style={{
        borderRadius: 8,
        background: active ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <AvatarPhoto
          path={item.peer?.avatar_path ?? null}
          url={item.peer?.profile_image_url ?? null}
          initials={avatarInitials(item.name)}
          alt=""
          size={40}
        />
        <Box flex={1} miw={0}>
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text fw={unread ? 700 : 500} size="sm" truncate>
              {item.name}
            </Text>
            {c.last_message_at ? (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {when(c.last_message_at)}
              </Text>
            ) : null}
          </Group>
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text size="xs" c={unread ? undefined : 'dimmed'} truncate>
              {item.me?.left_at ? `${t('list.left')} · ` : ''}
              {text}
            </Text>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              {item.me?.muted ? <IconBellOff size={14} aria-label={t('list.muted')} /> : null}
              {unread > 0 ? (
                <Badge
                  size="sm"
                  circle={unread < 10}
                  aria-label={t('list.unread', { count: unread })}
                >
                  {badgeLabel(unread)}
                </Badge>
              ) : null}
            </Group>
          </Group>
        </Box>
      </Group>
    </UnstyledButton>
  )
}
