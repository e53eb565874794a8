import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRoleName } from '@/features/roles/index.ts'
import { PageSection } from '@/ui/PageSection.tsx'
import type { Names } from '../admin-rows.ts'
import type { UserRecord } from '../user-rows.ts'
import { formatMoment as when } from '@/i18n/formats.ts'

/** What was done to this person's account and roles, newest first, and by whom. */
export function PersonHistory({ record, names }: { record: UserRecord; names: Names }) {
  const { t } = useTranslation('admin')
  const roleName = useRoleName()
  const who = (id: string | null) => (id ? (names.get(id) ?? t('unnamed')) : '—')
  return (
    <PageSection title={t('users.historyTitle')} level={3}>
      {record.audit.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('users.noHistory')}
        </Text>
      ) : (
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {record.audit.map((a) => (
            <li key={a.id}>
              <Text size="sm">
                {[
                  t(`audit.actions.${a.action_type}`),
                  a.role_affected ? roleName(a.role_affected) : null,
                  t('users.by', { person: who(a.actor_id) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text size="xs" c="dimmed">
                {when(a.created_at)}
                {a.reason ? ` · ${a.reason}` : ''}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </PageSection>
  )
}
