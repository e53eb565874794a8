import { Alert, Badge, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '@/i18n/formats.ts'
import { PageSection } from '@/ui/PageSection.tsx'
import { ScrollTable } from '@/ui/ScrollTable.tsx'
import type { DryRunRow } from '../automation-rows.ts'
import { stepsText } from '../describe.ts'

/** What the rule would have done with each recent event; nothing was sent. */
export function DryRunResults({ rows }: { rows: DryRunRow[] }) {
  const { t } = useTranslation(['automation', 'jobs'])
  const matches = rows.filter((r) => r.matched).length
  return (
    <PageSection title={t('dryRunTitle')} level={3}>
      {rows.length === 0 ? (
        <Alert color="gray">{t('dryRunNone')}</Alert>
      ) : (
        <Stack gap="xs">
          <Text size="sm" data-testid="dry-run-summary">
            {t('dryRunExplained', { count: rows.length })} {t('dryRunMatches', { count: matches })}
          </Text>
          <ScrollTable label={t('dryRunTitle')} minWidth={560}>
            <Table verticalSpacing="xs" data-testid="dry-run">
              <Table.Tbody>
                {rows.map((row, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{row.subject_label ?? '—'}</Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {row.happened_at ? formatMoment(row.happened_at) : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={row.matched ? 'green' : 'gray'}>
                        {row.matched ? t('wouldRun') : t('wouldSkip')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.plan ? stepsText(t, row.plan) : ''}</Text>
                      {row.plan
                        ?.filter((s) => s.message)
                        .map((s, j) => (
                          <Text key={j} size="xs" c="dimmed">
                            {s.title}: {s.message}
                          </Text>
                        ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Stack>
      )}
    </PageSection>
  )
}
