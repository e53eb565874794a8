import { Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useStillArriving } from '@/data/index.ts'
import { useAuthView } from '@/features/auth/index.ts'
import { ConversationList } from '../components/ConversationList.tsx'
import { ConversationView } from '../components/ConversationView.tsx'
import { useConversations } from '../hooks/useConversations.ts'
import '../refusal.ts'
import classes from './ChatPage.module.css'

/**
 * /chat (and /realtime-chat, /real-time-chat): the conversations beside the open one on a wide
 * screen; on a phone the list, then the conversation alone. Everything reads the replica, so it
 * opens and writes with no signal.
 */
export function ChatPage() {
  const { t } = useTranslation(['chat', 'pages'])
  const { user } = useAuthView()
  const search = useSearch({ strict: false }) as { c?: string }
  const navigate = useNavigate()
  const userId = user?.id ?? ''
  const { items, isLoading } = useConversations(userId)
  const arriving = useStillArriving('conversations')
  const selected = search.c ?? null
  const open = items.find((i) => i.conversation.id === selected) ?? null
  const select = (id: string | null) =>
    void navigate({ to: '.', search: id ? { c: id } : {}, replace: false })
  return (
    <Container size="xl" w="100%" py="md" component="section" aria-labelledby="page-title">
      <Title order={1} id="page-title" mb="sm" visibleFrom={selected ? 'sm' : undefined}>
        {t('pages:chat.title')}
      </Title>
      <Paper
        withBorder
        radius="md"
        h="calc(100dvh - 220px)"
        mih={420}
        style={{ overflow: 'hidden' }}
      >
        <div className={classes.layout} data-open={selected ? 'true' : 'false'}>
          <div className={classes.list}>
            <ConversationList
              items={items}
              userId={userId}
              selected={selected}
              onSelect={select}
              arriving={isLoading || (arriving && items.length === 0)}
            />
          </div>
          <div className={classes.view}>
            {open ? (
              <ConversationView
                key={open.conversation.id}
                item={open}
                userId={userId}
                onBack={() => select(null)}
              />
            ) : (
              <Center h="100%" p="lg">
                <Stack gap={4} align="center" maw={420}>
                  {selected && (isLoading || arriving) ? <Loader size="sm" /> : null}
                  <Text fw={600}>
                    {selected
                      ? isLoading || arriving
                        ? t('chat:conversation.opening')
                        : t('chat:conversation.notHere')
                      : t('chat:conversation.pick')}
                  </Text>
                  {selected ? null : (
                    <Text size="sm" c="dimmed" ta="center">
                      {t('chat:conversation.pickHint')}
                    </Text>
                  )}
                </Stack>
              </Center>
            )}
          </div>
        </div>
      </Paper>
    </Container>
  )
}
