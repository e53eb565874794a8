import { ActionIcon, Anchor, Box, Button, Group, Menu, Paper, Text } from '@mantine/core'
import { IconDots } from '@tabler/icons-react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { parseJsonList } from '@/db/fields.ts'
import type { MessageRow } from '@/db/message.table.ts'
import { formatTime } from '@/i18n/formats.ts'
import { linkSegments, type DeliveryState } from '../chat-rules.ts'
import { ChatAttachments } from './ChatAttachment.tsx'

export interface BubbleProps {
  message: MessageRow
  mine: boolean
  /** The sender's name, shown above others' messages in a group. */
  senderName: string | null
  quote: { name: string; text: string } | null | undefined
  state: DeliveryState | null
  failure: string
  onReply: (m: MessageRow) => void
  onEdit: (m: MessageRow) => void
  onDelete: (m: MessageRow) => void
  onRetry: (m: MessageRow) => void
  onDiscard: (m: MessageRow) => void
}

function Body({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkSegments(text).map((s, i) =>
        s.kind === 'link' ? (
          <Anchor key={i} href={s.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {s.text}
          </Anchor>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </Text>
  )
}

/** One message: its quote, text (links safe), files, time, and for the sender its state. */
export const MessageBubble = memo(function MessageBubble(p: BubbleProps) {
  const { t } = useTranslation('chat')
  const m = p.message
  const deleted = m.deleted_at !== null
  const paths = parseJsonList(m.attachments)
  const names = parseJsonList(m.attachment_names)
  return (
    <Group
      justify={p.mine ? 'flex-end' : 'flex-start'}
      align="flex-start"
      gap={4}
      wrap="nowrap"
      data-testid="message"
      data-state={p.state ?? undefined}
    >
      {p.mine && !deleted ? <Actions {...p} /> : null}
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="min(80%, 560px)"
        bg={p.mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
      >
        {p.senderName ? (
          <Text size="xs" fw={600} c="dimmed">
            {p.senderName}
          </Text>
        ) : null}
        {p.quote !== undefined && m.reply_to ? (
          <Box
            pl="xs"
            mb={4}
            style={{ borderLeft: '3px solid var(--mantine-color-dimmed)' }}
            data-testid="message-quote"
          >
            {p.quote ? (
              <>
                <Text size="xs" fw={600}>
                  {p.quote.name}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {p.quote.text}
                </Text>
              </>
            ) : (
              <Text size="xs" c="dimmed">
                {t('message.quoteGone')}
              </Text>
            )}
          </Box>
        ) : null}
        {deleted ? (
          <Text size="sm" c="dimmed" fs="italic">
            {t('message.deleted')}
          </Text>
        ) : (
          <>
            {m.body ? <Body text={m.body} /> : null}
            <ChatAttachments paths={paths} names={names} />
          </>
        )}
        <Group gap={6} justify="flex-end" mt={2}>
          {m.edited_at && !deleted ? (
            <Text size="xs" c="dimmed">
              {t('message.edited')}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {formatTime(m.created_at)}
          </Text>
          {p.state ? (
            <Text
              size="xs"
              c={p.state === 'failed' ? 'red' : p.state === 'read' ? 'blue' : 'dimmed'}
              data-testid="message-state"
            >
              {t(`message.states.${p.state}`)}
            </Text>
          ) : null}
        </Group>
        {p.state === 'failed' ? (
          <Box mt={4}>
            <Text size="xs" c="red">
              {p.failure}
            </Text>
            <Group gap={4} mt={2}>
              <Button size="compact-xs" variant="light" onClick={() => p.onRetry(m)}>
                {t('message.retry')}
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                onClick={() => p.onDiscard(m)}
              >
                {t('message.discard')}
              </Button>
            </Group>
          </Box>
        ) : null}
      </Paper>
      {!p.mine && !deleted ? <Actions {...p} /> : null}
    </Group>
  )
})

function Actions(p: BubbleProps) {
  const { t } = useTranslation('chat')
  const m = p.message
  return (
    <Menu position={p.mine ? 'bottom-end' : 'bottom-start'} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('message.actions')}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => p.onReply(m)}>{t('message.reply')}</Menu.Item>
        {p.mine && m.body ? (
          <Menu.Item onClick={() => p.onEdit(m)}>{t('message.edit')}</Menu.Item>
        ) : null}
        {p.mine ? (
          <Menu.Item color="red" onClick={() => p.onDelete(m)}>
            {t('message.delete')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  )
}
