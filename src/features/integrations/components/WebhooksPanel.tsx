import { useState } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useWebhooks } from '../hooks/useWebhooks.ts'
import type { OrganizationRow } from '../integration-rows.ts'
import { CreateWebhookModal } from './CreateWebhookModal.tsx'
import { RemoteState } from './RemoteState.tsx'
import { ShownOnce } from './ShownOnce.tsx'
import { WebhookCard } from './WebhookCard.tsx'
import { WebhookDrawer } from './WebhookDrawer.tsx'

/** The person's webhooks: add one (its signing secret shown once), open one to manage it. */
export function WebhooksPanel({
  online,
  organizations,
}: {
  online: boolean
  organizations: OrganizationRow[]
}) {
  const { t } = useTranslation('integrations')
  const webhooks = useWebhooks(online)
  const [creating, setCreating] = useState(false)
  const [secret, setSecret] = useState<string | null>(null)
  const [openId, setOpenId] = useState<string | null>(null)
  const open = webhooks.value?.find((h) => h.id === openId) ?? null
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="start" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          {t('webhooks.intro')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} />}
          disabled={!online}
          onClick={() => setCreating(true)}
        >
          {t('webhooks.create')}
        </Button>
      </Group>
      <RemoteState read={webhooks} offline={!online}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">{t('webhooks.empty')}</Text>
          ) : (
            rows.map((hook) => (
              <WebhookCard key={hook.id} hook={hook} onOpen={() => setOpenId(hook.id)} />
            ))
          )
        }
      </RemoteState>
      <CreateWebhookModal
        opened={creating}
        organizations={organizations}
        onClose={() => setCreating(false)}
        onCreate={async (form) => {
          const created = await webhooks.create(form)
          if (created !== null) setSecret(created)
          return created !== null
        }}
      />
      <ShownOnce
        value={secret}
        title={t('webhooks.onceTitle')}
        body={t('webhooks.onceBody')}
        label={t('webhooks.secretLabel')}
        onDone={() => setSecret(null)}
      />
      <WebhookDrawer
        hook={open}
        webhooks={webhooks}
        online={online}
        onClose={() => setOpenId(null)}
      />
    </Stack>
  )
}
