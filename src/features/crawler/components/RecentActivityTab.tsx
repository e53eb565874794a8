import { Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { CrawlerActivity } from '@/backend/crawler-api.ts'
import { ScoreBadge } from './ScoreBadge.tsx'
import { ScrollTable } from '@/ui/ScrollTable.tsx'
import { formatLocale } from '@/i18n/formats.ts'

const time = (iso: string) =>
  new Date(iso).toLocaleString(formatLocale(), { dateStyle: 'medium', timeStyle: 'short' })

export function RecentActivityTab({ rows }: { rows: readonly CrawlerActivity[] }) {
  const { t } = useTranslation('crawler')
  if (rows.length === 0) return <Text c="dimmed">{t('recent.empty')}</Text>
  return (
    <ScrollTable minWidth={720} label={t('tabs.recent')}>
      <Table striped highlightOnHover aria-label={t('tabs.recent')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('recent.time')}</Table.Th>
            <Table.Th>{t('recent.ip')}</Table.Th>
            <Table.Th>{t('recent.path')}</Table.Th>
            <Table.Th>{t('recent.score')}</Table.Th>
            <Table.Th>{t('recent.status')}</Table.Th>
            <Table.Th>{t('recent.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{time(row.created_at)}</Table.Td>
              <Table.Td ff="monospace">{row.ip_address}</Table.Td>
              <Table.Td>{row.request_path ?? t('recent.noPath')}</Table.Td>
              <Table.Td>
                <ScoreBadge score={row.detection_score} />
              </Table.Td>
              <Table.Td>{row.is_blocked ? t('recent.blocked') : t('recent.allowed')}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {row.detection_reason}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  )
}
