import { useState } from 'react'
import { Alert, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNeedsNetwork } from '@/features/pwa/index.ts'
import { useRoleName } from '@/features/roles/index.ts'
import { ScrollTable } from '@/ui/ScrollTable.tsx'
import { AUDIT_ACTIONS, filterAudit } from '../admin-rows.ts'
import { AUDIT_SHOWN, useAuditLog } from '../hooks/useAuditLog.ts'
import { formatMoment as when } from '@/i18n/formats.ts'

/** Who changed which role or account of whom, newest first; by action (server) and by text (here). */
export function AuditLogTab({ offline }: { offline: boolean }) {
  const { t } = useTranslation('admin')
  const roleName = useRoleName()
  const [action, setAction] = useState<string | null>(null)
  const [search, setSearch] = useState('')
  const log = useAuditLog(!offline, action)
  const network = useNeedsNetwork(t('networkAction'))
  const shown = filterAudit(log.entries, log.names, search, roleName)
  const name = (id: string | null) => (id ? (log.names.get(id) ?? t('unnamed')) : '—')
  return (
    <Stack gap="sm">
      <Group align="end" wrap="wrap">
        <Select
          label={t('audit.action')}
          data={[
            { value: '', label: t('audit.allActions') },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) })),
          ]}
          value={action ?? ''}
          onChange={(v) => setAction(v ? v : null)}
          allowDeselect={false}
        />
        <TextInput
          label={t('audit.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
      </Group>
      {offline && log.entries.length === 0 ? (
        <Alert color="yellow">{network.message}</Alert>
      ) : log.failed && log.entries.length === 0 ? (
        <Alert color="red">{t('audit.loadFailed')}</Alert>
      ) : shown.length === 0 && !log.loading ? (
        <Text c="dimmed">{t('audit.none')}</Text>
      ) : (
        <ScrollTable minWidth={760} label={t('tabs.audit')}>
          <Table striped aria-label={t('tabs.audit')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audit.columns.when')}</Table.Th>
                <Table.Th>{t('audit.columns.actor')}</Table.Th>
                <Table.Th>{t('audit.columns.action')}</Table.Th>
                <Table.Th>{t('audit.columns.role')}</Table.Th>
                <Table.Th>{t('audit.columns.person')}</Table.Th>
                <Table.Th>{t('audit.columns.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{when(e.created_at)}</Table.Td>
                  <Table.Td>{name(e.actor_id)}</Table.Td>
                  <Table.Td>{t(`audit.actions.${e.action_type}`)}</Table.Td>
                  <Table.Td>{e.role_affected ? roleName(e.role_affected) : '—'}</Table.Td>
                  <Table.Td>{name(e.target_user_id)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {e.reason ?? ''}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <Text size="xs" c="dimmed">
        {t('audit.shown', { count: AUDIT_SHOWN })}
      </Text>
    </Stack>
  )
}
