import { Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRowCounts, type SyncStatus } from '@/data/index.ts'
import { useProgressWords } from '../hooks/useProgressWords.ts'
import { ScrollTable } from '@/ui/ScrollTable.tsx'

/** Per replicated table, dedicated or in the shared collection: what the device keeps of it, how
 * many rows it holds, its checkpoint and its download (SPEC SYNC-PROG-4). */
export function TablesTable({ status }: { status: SyncStatus | null }) {
  const { t, i18n } = useTranslation('sync')
  const words = useProgressWords()
  const tables = (status?.collections ?? []).flatMap((c) => c.tables)
  const counts = useRowCounts(tables.map((x) => x.name))
  const n = new Intl.NumberFormat(i18n.language)
  return (
    <ScrollTable minWidth={720} label={t('debug.tablesTitle')}>
      <Table striped withTableBorder aria-label={t('debug.tablesTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('debug.colTable')}</Table.Th>
            <Table.Th>{t('debug.colScope')}</Table.Th>
            <Table.Th>{t('debug.colRows')}</Table.Th>
            <Table.Th>{t('debug.colCheckpoint')}</Table.Th>
            <Table.Th>{t('debug.colProgress')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tables.map((x) => {
            const count = counts[x.name]
            const p = x.progress
            return (
              <Table.Tr key={x.name} data-table={x.name}>
                <Table.Td>{x.name}</Table.Td>
                <Table.Td>{x.scope ?? t('debug.scopeAll')}</Table.Td>
                <Table.Td data-column="rows">
                  {count === undefined ? t('debug.none') : n.format(count)}
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {x.checkpoint
                      ? `${x.checkpoint.modified} / ${x.checkpoint.id}`
                      : t('debug.none')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {!p
                    ? t('debug.none')
                    : p.done
                      ? t('debug.progressDone')
                      : words.table({
                          table: x.name,
                          pulled: p.pulled,
                          total: p.total,
                          etaMs: null,
                        })}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  )
}
