import { Alert, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PageSection } from '@/ui/PageSection.tsx'
import type { RoleRequests } from '../hooks/useRoleRequests.ts'
import { RoleRequestCard } from './RoleRequestCard.tsx'

/** Pending requests first (oldest first), then the latest decisions. */
export function RoleRequestsTab({ data, offline }: { data: RoleRequests; offline: boolean }) {
  const { t } = useTranslation('admin')
  if (data.failed && data.requests.length === 0) {
    return <Alert color="red">{t('requests.loadFailed')}</Alert>
  }
  const pending = data.requests.filter((r) => r.status === 'pending')
  const decided = data.requests.filter((r) => r.status !== 'pending')
  const card = (r: (typeof data.requests)[number]) => (
    <RoleRequestCard
      key={r.id}
      request={r}
      names={data.names}
      busy={data.deciding === r.id}
      offline={offline}
      onDecide={data.decide}
    />
  )
  return (
    <Stack gap="lg">
      <PageSection
        title={t('requests.pendingTitle')}
        aside={
          <Text span c="dimmed" size="sm">
            {t('requests.pendingCount', { count: pending.length })}
          </Text>
        }
      >
        {pending.length === 0 ? <Text c="dimmed">{t('requests.none')}</Text> : pending.map(card)}
      </PageSection>
      <PageSection title={t('requests.decidedTitle')}>
        {decided.length === 0 ? (
          <Text c="dimmed">{t('requests.noneDecided')}</Text>
        ) : (
          decided.map(card)
        )}
      </PageSection>
    </Stack>
  )
}
