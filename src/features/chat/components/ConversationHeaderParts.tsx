import { ActionIcon, Anchor, Menu } from '@mantine/core'
import { IconDotsVertical } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useLiveQuery, useRepositories } from '@/data/index.ts'
import type { ConversationItem } from '../hooks/useConversations.ts'

/** The job a conversation is about, when the device holds it. */
export function JobLink({ jobId }: { jobId: string }) {
  const { t } = useTranslation('chat')
  const job = useLiveQuery((r) => r.jobs.one$(jobId), [jobId]).data
  if (!job) return null
  return (
    <Anchor
      size="xs"
      lineClamp={1}
      renderRoot={(props) => <Link to="/jobs/$jobId" params={{ jobId }} {...props} />}
    >
      {t('conversation.about', { title: job.title })}
    </Anchor>
  )
}

/** The member's own choices: mute, archive, leave. */
export function ConversationMenu({ item, userId }: { item: ConversationItem; userId: string }) {
  const { t } = useTranslation('chat')
  const repos = useRepositories()
  const me = item.me!
  const update = (
    patch: Parameters<NonNullable<typeof repos>['conversations']['updateMembership']>[2],
  ) => void repos?.conversations.updateMembership(item.conversation.id, userId, patch)
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('conversation.actions')}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => update({ muted: !me.muted })}>
          {me.muted ? t('conversation.unmute') : t('conversation.mute')}
        </Menu.Item>
        <Menu.Item onClick={() => update({ archived: !me.archived })}>
          {me.archived ? t('conversation.unarchive') : t('conversation.archive')}
        </Menu.Item>
        {me.left_at === null ? (
          <Menu.Item
            color="red"
            onClick={() => {
              if (window.confirm(t('conversation.leaveConfirm')))
                update({ left_at: new Date().toISOString() })
            }}
          >
            {t('conversation.leave')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  )
}
