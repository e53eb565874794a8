import { useState } from 'react'
import { Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '@/i18n/formats.ts'
import { keyState, type ApiKeyRow } from '../integration-rows.ts'
import { ConfirmDialog } from './ConfirmDialog.tsx'

const STATE_COLOR = { active: 'green', expired: 'gray', revoked: 'red' } as const

/** One key: what it may do, whose it is, when it was last used; its creator can revoke it. */
export function ApiKeyCard({
  apiKey,
  offline,
  onRevoke,
}: {
  apiKey: ApiKeyRow
  offline: boolean
  onRevoke(key: ApiKeyRow): Promise<void>
}) {
  const { t } = useTranslation('integrations')
  const [confirming, setConfirming] = useState(false)
  const state = keyState(apiKey)
  return (
    <Card withBorder padding="sm" data-testid="api-key">
      <Group justify="space-between" align="start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>{apiKey.name}</Text>
            <Badge size="sm" variant="light" color={STATE_COLOR[state]}>
              {t(`keys.${state}`)}
            </Badge>
            <Badge size="sm" variant="outline" color="gray">
              {apiKey.organization_name ?? t('personal')}
            </Badge>
          </Group>
          <Code>{apiKey.prefix}_…</Code>
          <Group gap={6}>
            {apiKey.scopes.map((scope) => (
              <Badge key={scope} size="sm" variant="dot">
                {scope}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {[
              t('keys.created', { date: formatMoment(apiKey.created_at) }),
              apiKey.last_used_at
                ? t('keys.lastUsed', { date: formatMoment(apiKey.last_used_at) })
                : t('keys.neverUsed'),
              apiKey.expires_at && state === 'active'
                ? t('keys.expires', { date: formatMoment(apiKey.expires_at) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {state !== 'revoked' && apiKey.created_by_me ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={offline}
            onClick={() => setConfirming(true)}
            aria-label={`${t('keys.revoke')}: ${apiKey.name}`}
          >
            {t('keys.revoke')}
          </Button>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('keys.revokeTitle')}
        body={t('keys.revokeBody', { name: apiKey.name })}
        confirm={t('keys.revokeConfirm')}
        onClose={() => setConfirming(false)}
        onConfirm={() => onRevoke(apiKey)}
      />
    </Card>
  )
}
