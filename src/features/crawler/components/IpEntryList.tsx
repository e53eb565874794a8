import { Badge, Button, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { IpAccessEntry } from '@/backend/crawler-api.ts'
import { ScrollTable } from '@/ui/ScrollTable.tsx'
import { formatLocale } from '@/i18n/formats.ts'

const when = (iso: string) =>
  new Date(iso).toLocaleString(formatLocale(), { dateStyle: 'medium', timeStyle: 'short' })

interface Props {
  entries: readonly IpAccessEntry[]
  disabled: boolean
  onRemove(id: string): void
}

export function IpEntryList({ entries, disabled, onRemove }: Props) {
  const { t } = useTranslation('crawler')
  if (entries.length === 0) return <Text c="dimmed">{t('ips.emptyList')}</Text>
  const now = Date.now()
  return (
    <ScrollTable minWidth={640} label={t('tabs.ips')}>
      <Table aria-label={t('tabs.ips')} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ips.ip')}</Table.Th>
            <Table.Th>{t('ips.type')}</Table.Th>
            <Table.Th>{t('ips.reason')}</Table.Th>
            <Table.Th>{t('ips.created')}</Table.Th>
            <Table.Th>{t('ips.expires')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => {
            const expired = e.expires_at !== null && Date.parse(e.expires_at) <= now
            return (
              <Table.Tr key={e.id}>
                <Table.Td ff="monospace">{e.ip_address}</Table.Td>
                <Table.Td>
                  <Badge color={e.access_type === 'blacklist' ? 'red' : 'green'} variant="light">
                    {t(`ips.${e.access_type}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{e.reason}</Table.Td>
                <Table.Td>{when(e.created_at)}</Table.Td>
                <Table.Td>
                  {e.expires_at ? when(e.expires_at) : t('ips.never')}
                  {expired ? ` (${t('ips.expired')})` : ''}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    disabled={disabled}
                    aria-label={t('ips.removeLabel', { ip: e.ip_address })}
                    onClick={() => onRemove(e.id)}
                  >
                    {t('ips.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  )
}
