import { Box, Button, Center, Divider, Stack, Text } from '@mantine/core'
import { Fragment, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageRow } from '@/db/message.table.ts'
import { formatDay } from '@/i18n/formats.ts'

interface Props {
  messages: readonly MessageRow[]
  render: (m: MessageRow) => ReactNode
  /** Shown above the oldest message: load earlier, the start, or why not. */
  top: ReactNode
  empty: ReactNode
  /** Scrolled to the top: earlier messages are wanted (also the button in `top`). */
  onTop?: () => void
}

const localDay = (iso: string) => new Date(iso).toDateString()

function dayLabel(iso: string, t: (k: string) => string): string {
  const day = localDay(iso)
  if (day === new Date().toDateString()) return t('conversation.today')
  if (day === new Date(Date.now() - 86_400_000).toDateString()) return t('conversation.yesterday')
  return formatDay(iso)
}

/**
 * Messages oldest to newest with a line per day. Opens at the newest; stays there as messages
 * arrive unless the reader has scrolled up; keeps the reader's place when earlier ones load.
 */
export function MessageList({ messages, render, top, empty, onTop }: Props) {
  const { t } = useTranslation('chat')
  const box = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const firstId = useRef<string | null>(null)
  const heightBefore = useRef(0)
  const askedAt = useRef(0)
  const onScroll = useCallback(() => {
    const el = box.current
    if (!el) return
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48
    heightBefore.current = el.scrollHeight
    // Once per moment at the top, not on every scroll event while it stays there.
    if (onTop && el.scrollTop < 40 && el.scrollHeight > el.clientHeight) {
      const now = Date.now()
      if (now - askedAt.current > 1000) {
        askedAt.current = now
        onTop()
      }
    }
  }, [onTop])
  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    const oldest = messages[0]?.id ?? null
    if (firstId.current && oldest !== firstId.current && !atBottom.current) {
      // Earlier messages were added above: keep what the reader was looking at in place.
      el.scrollTop += el.scrollHeight - heightBefore.current
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight
    }
    firstId.current = oldest
    heightBefore.current = el.scrollHeight
  }, [messages])
  return (
    <Box
      ref={box}
      onScroll={onScroll}
      style={{ flex: 1, overflowY: 'auto', overscrollBehavior: 'contain' }}
      px="sm"
      py="xs"
      data-testid="message-list"
      role="log"
      aria-live="polite"
    >
      {messages.length === 0 ? (
        <Center h="100%">{empty}</Center>
      ) : (
        <Stack gap={6}>
          <Center>{top}</Center>
          {messages.map((m, i) => {
            const prev = messages[i - 1]
            const newDay = !prev || localDay(prev.created_at) !== localDay(m.created_at)
            return (
              <Fragment key={m.id}>
                {newDay ? (
                  <Divider
                    label={<Text size="xs">{dayLabel(m.created_at, t as never)}</Text>}
                    labelPosition="center"
                  />
                ) : null}
                {render(m)}
              </Fragment>
            )
          })}
        </Stack>
      )}
    </Box>
  )
}

export function OlderButton(props: { onClick: () => void; loading: boolean }) {
  const { t } = useTranslation('chat')
  return (
    <Button size="compact-xs" variant="subtle" onClick={props.onClick} loading={props.loading}>
      {t('conversation.loadOlder')}
    </Button>
  )
}
