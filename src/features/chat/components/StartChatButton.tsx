import { Button, type ButtonProps } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconMessageCircle } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { startConversation, startJobTeamConversation } from '@/backend/chat-api.ts'
import { syncClient, useConnectivity, useLiveQuery } from '@/data/index.ts'
import { useAuthView } from '@/features/auth/index.ts'
import { refusalKey } from '../refusal.ts'

export type StartChatProps = (
  | { kind: 'direct'; userId: string; applicationId?: string | null }
  | { kind: 'team'; jobId: string }
) & {
  label?: 'message' | 'messageApplicant' | 'messageCompany' | 'team'
  size?: ButtonProps['size']
  variant?: ButtonProps['variant']
}

/** The conversation this button would open, when the device already holds it. */
function useExisting(p: StartChatProps, me: string): string | null {
  const rows = useLiveQuery((r) => r.conversations.withMembers$(), []).data ?? []
  const found = rows.find(({ conversation: c, members }) => {
    if (p.kind === 'team')
      return c.kind === 'group' && c.job_id === p.jobId && c.application_id === null
    if (c.kind !== 'direct') return false
    const pair =
      members.some((m) => m.user_id === p.userId) && members.some((m) => m.user_id === me)
    return pair && (c.application_id ?? null) === (p.applicationId ?? null)
  })
  const mine = found?.members.find((m) => m.user_id === me)
  return found && mine && mine.left_at === null ? found.conversation.id : null
}

function StartChat(p: StartChatProps) {
  const { t } = useTranslation('chat')
  const navigate = useNavigate()
  const { online } = useConnectivity()
  const { user } = useAuthView()
  const existing = useExisting(p, user?.id ?? '')
  const [busy, setBusy] = useState(false)
  const open = (id: string) => void navigate({ to: '/chat', search: { c: id } })
  const start = async () => {
    if (existing) return open(existing)
    if (!online) {
      notifications.show({ color: 'orange', message: t('start.offline') })
      return
    }
    setBusy(true)
    const result =
      p.kind === 'team'
        ? await startJobTeamConversation(p.jobId)
        : await startConversation(p.userId, p.applicationId ?? null)
    setBusy(false)
    if (!result.ok) {
      notifications.show({
        color: 'red',
        title: t('start.failed'),
        message: t(refusalKey(result.error.message) as never),
      })
      return
    }
    // The new conversation comes down with the next pull; ask for it now.
    syncClient()?.resync('manual')
    open(result.value)
  }
  return (
    <Button
      size={p.size ?? 'xs'}
      variant={p.variant ?? 'light'}
      leftSection={<IconMessageCircle size={16} />}
      loading={busy}
      onClick={() => void start()}
    >
      {t(`start.${p.label ?? (p.kind === 'team' ? 'team' : 'message')}`)}
    </Button>
  )
}

/** Opens (or starts) a conversation; its words load with it, so the page around never waits. */
export function StartChatButton(p: StartChatProps) {
  return (
    <Suspense fallback={null}>
      <StartChat {...p} />
    </Suspense>
  )
}
