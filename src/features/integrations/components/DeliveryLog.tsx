import { Button, Code, Group, Loader, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '@/i18n/formats.ts'
import { PageSection } from '@/ui/PageSection.tsx'
import { ScrollTable } from '@/ui/ScrollTable.tsx'
import type { useDeliveryLog } from '../hooks/useDeliveryLog.ts'
import { DeliveryStatus } from './DeliveryStatus.tsx'

/** A webhook's recent deliveries with what the endpoint answered; any can be sent again. */
export function DeliveryLog({
  log,
  manageable,
  offline,
}: {
  log: ReturnType<typeof useDeliveryLog>
  manageable: boolean
  offline: boolean
}) {
  const { t } = useTranslation('integrations')
  const rows = log.value
  return (
    <PageSection title={t('webhooks.log')} level={3}>
      {rows === null ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('webhooks.logEmpty')}
        </Text>
      ) : (
        <ScrollTable label={t('webhooks.log')} minWidth={640}>
          <Table striped verticalSpacing="xs" data-testid="delivery-log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('webhooks.logColumns.event')}</Table.Th>
                <Table.Th>{t('webhooks.logColumns.status')}</Table.Th>
                <Table.Th>{t('webhooks.logColumns.response')}</Table.Th>
                <Table.Th>{t('webhooks.logColumns.attempts')}</Table.Th>
                <Table.Th>{t('webhooks.logColumns.when')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>
                    <Code>{d.event}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <DeliveryStatus status={d.status} attempts={d.attempts} />
                      {d.next_attempt_at && d.attempts > 0 ? (
                        <Text size="xs" c="dimmed">
                          {t('webhooks.nextAttempt', { date: formatMoment(d.next_attempt_at) })}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {d.response_status !== null ? (
                      <Text size="sm" title={d.response_body ?? undefined}>
                        {d.response_status}
                        {d.duration_ms !== null ? ` · ${d.duration_ms} ms` : ''}
                      </Text>
                    ) : d.error ? (
                      <Text size="sm" c="red" title={d.error}>
                        {t('webhooks.noResponse')}
                      </Text>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>{d.attempts}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatMoment(d.last_attempt_at ?? d.created_at)}</Text>
                  </Table.Td>
                  <Table.Td>
                    {manageable && d.status !== 'pending' ? (
                      <Group justify="flex-end">
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          disabled={offline}
                          onClick={() => void log.redeliver(d)}
                        >
                          {t('webhooks.redeliver')}
                        </Button>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </PageSection>
  )
}
