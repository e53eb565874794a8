import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '@/i18n/formats.ts'
import type { WebhookRow } from '../integration-rows.ts'
import { DeliveryStatus } from './DeliveryStatus.tsx'

/** One webhook: where it posts, what it listens to, how its last delivery went. */
export function WebhookCard({ hook, onOpen }: { hook: WebhookRow; onOpen(): void }) {
  const { t } = useTranslation('integrations')
  return (
    <Card withBorder padding="sm" data-testid="webhook">
      <Group justify="space-between" align="start" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {hook.description ?? hook.url}
            </Text>
            <Badge size="sm" variant="light" color={hook.enabled ? 'green' : 'gray'}>
              {hook.enabled ? t('webhooks.enabled') : t('webhooks.paused')}
            </Badge>
            <Badge size="sm" variant="outline" color="gray">
              {hook.organization_name ?? t('personal')}
            </Badge>
          </Group>
          {hook.description ? (
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {hook.url}
            </Text>
          ) : null}
          <Group gap={6}>
            {hook.events.map((event) => (
              <Badge key={event} size="sm" variant="dot">
                {event}
              </Badge>
            ))}
          </Group>
          <Group gap={6}>
            {hook.last_status ? (
              <>
                <DeliveryStatus status={hook.last_status} attempts={hook.last_attempt_at ? 1 : 0} />
                <Text size="xs" c="dimmed">
                  {[
                    hook.last_response_status,
                    hook.last_attempt_at ? formatMoment(hook.last_attempt_at) : null,
                  ]
                    .filter((x) => x !== null)
                    .join(' · ')}
                </Text>
              </>
            ) : (
              <Text size="xs" c="dimmed">
                {t('webhooks.noDelivery')}
              </Text>
            )}
          </Group>
        </Stack>
        <Button
          size="xs"
          variant="light"
          onClick={onOpen}
          aria-label={`${t('webhooks.manage')}: ${hook.url}`}
        >
          {t('webhooks.manage')}
        </Button>
      </Group>
    </Card>
  )
}
