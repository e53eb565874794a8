import { Badge, Drawer, Loader, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '@/i18n/formats.ts'
import { ScrollTable } from '@/ui/ScrollTable.tsx'
import type { RuleRow } from '../automation-rows.ts'
import { stepsText } from '../describe.ts'
import { useRunLog } from '../hooks/useRunLog.ts'

/** What a rule did, newest first: about what, when, and what it did or why it failed. */
export function RunLogDrawer({
  rule,
  online,
  onClose,
}: {
  rule: RuleRow
  online: boolean
  onClose(): void
}) {
  const { t } = useTranslation(['automation', 'jobs'])
  const log = useRunLog(rule.id, online)
  return (
    <Drawer
      opened
      onClose={onClose}
      title={t('logTitle', { name: rule.name })}
      position="right"
      size="lg"
    >
      {log.value === null ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : log.value.length === 0 ? (
        <Text c="dimmed">{t('logEmpty')}</Text>
      ) : (
        <ScrollTable label={t('log')} minWidth={480}>
          <Table verticalSpacing="xs" data-testid="run-log">
            <Table.Tbody>
              {log.value.map((run) => (
                <Table.Tr key={run.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {run.subject_label ?? '—'}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatMoment(run.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      size="sm"
                      variant="light"
                      color={run.outcome === 'done' ? 'green' : 'red'}
                    >
                      {run.outcome === 'done' ? t('done') : t('failed')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {run.outcome === 'done' ? stepsText(t, run.actions) : run.error}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Drawer>
  )
}
