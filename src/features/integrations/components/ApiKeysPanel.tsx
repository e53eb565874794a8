import { useState } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useApiKeys } from '../hooks/useApiKeys.ts'
import type { OrganizationRow } from '../integration-rows.ts'
import { ApiKeyCard } from './ApiKeyCard.tsx'
import { CreateKeyModal } from './CreateKeyModal.tsx'
import { RemoteState } from './RemoteState.tsx'
import { ShownOnce } from './ShownOnce.tsx'

/** The person's API keys: create one (shown once), see how each is used, revoke. */
export function ApiKeysPanel({
  online,
  organizations,
}: {
  online: boolean
  organizations: OrganizationRow[]
}) {
  const { t } = useTranslation('integrations')
  const keys = useApiKeys(online)
  const [creating, setCreating] = useState(false)
  const [shown, setShown] = useState<string | null>(null)
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="start" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          {t('keys.intro')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} />}
          disabled={!online}
          onClick={() => setCreating(true)}
        >
          {t('keys.create')}
        </Button>
      </Group>
      <RemoteState read={keys} offline={!online}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">{t('keys.empty')}</Text>
          ) : (
            rows.map((key) => (
              <ApiKeyCard key={key.id} apiKey={key} offline={!online} onRevoke={keys.revoke} />
            ))
          )
        }
      </RemoteState>
      <CreateKeyModal
        opened={creating}
        organizations={organizations}
        onClose={() => setCreating(false)}
        onCreate={async (form) => {
          const key = await keys.create(form)
          if (key !== null) setShown(key)
          return key !== null
        }}
      />
      <ShownOnce
        value={shown}
        title={t('keys.onceTitle')}
        body={t('keys.onceBody')}
        label={t('keys.keyLabel')}
        onDone={() => setShown(null)}
      />
    </Stack>
  )
}
