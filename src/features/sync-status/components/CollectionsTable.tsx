import { Badge, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { SyncStatus } from '@/data/index.ts'
import { ScrollTable } from '@/ui/ScrollTable.tsx'

const CHANNEL_COLORS: Record<string, string> = {
  joined: 'green',
  joining: 'yellow',
  errored: 'red',
}

/** Per collection: realtime channel, checkpoint, last pull/push and last error. */
export function CollectionsTable({ status }: { status: SyncStatus | null }) {
  const { t, i18n } = useTranslation('sync')
  const time = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(new Date(iso))
      : t('debug.none')
  const rows = status?.collections ?? []
  return (
    <ScrollTable minWidth={720} label={t('debug.collectionsTitle')}>
      <Table striped withTableBorder aria-label={t('debug.collectionsTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('debug.colName')}</Table.Th>
            <Table.Th>{t('debug.colChannel')}</Table.Th>
            <Table.Th>{t('debug.colCheckpoint')}</Table.Th>
            <Table.Th>{t('debug.colLastPull')}</Table.Th>
            <Table.Th>{t('debug.colLastPush')}</Table.Th>
            <Table.Th>{t('debug.colError')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={c.name} data-collection={c.name}>
              <Table.Td>
                {t(`collections.${c.name}` as 'collections.jobs', { defaultValue: c.name })}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={CHANNEL_COLORS[c.channel] ?? 'gray'}>
                  {c.channel}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="xs" ff="monospace">
                  {c.checkpoint ? `${c.checkpoint.modified} / ${c.checkpoint.id}` : t('debug.none')}
                </Text>
              </Table.Td>
              <Table.Td>{time(c.lastPullAt)}</Table.Td>
              <Table.Td>{c.readsOnly ? t('debug.readsOnly') : time(c.lastPushAt)}</Table.Td>
              <Table.Td>
                {c.lastError ? (
                  <Text size="sm" c="red">
                    {c.lastError.code ? `${c.lastError.code}: ` : ''}
                    {c.lastError.message}
                  </Text>
                ) : (
                  t('debug.none')
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  )
}
