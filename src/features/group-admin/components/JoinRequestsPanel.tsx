import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PageSection } from '@/ui/PageSection.tsx'
import type { useOrganizationPeople } from '../hooks/useOrganizationPeople.ts'
import { GroupRemoteState } from './GroupRemoteState.tsx'
import { JoinRequestCard } from './JoinRequestCard.tsx'

/** People asking to join, oldest first, then the last decisions. */
export function JoinRequestsPanel({
  people,
  offline,
}: {
  people: ReturnType<typeof useOrganizationPeople>
  offline: boolean
}) {
  const { t } = useTranslation('groupAdmin')
  return (
    <GroupRemoteState read={people.requests} offline={offline}>
      {(requests) => {
        const pending = requests.filter((r) => r.status === 'pending')
        const decided = requests.filter((r) => r.status !== 'pending')
        return (
          <Stack gap="lg">
            <Stack gap="sm">
              {pending.length === 0 ? <Text c="dimmed">{t('requests.none')}</Text> : null}
              {pending.map((request) => (
                <JoinRequestCard
                  key={request.id}
                  request={request}
                  offline={offline}
                  onDecide={people.decide}
                />
              ))}
            </Stack>
            {decided.length > 0 ? (
              <PageSection title={t('requests.decidedTitle')}>
                {decided.map((request) => (
                  <JoinRequestCard
                    key={request.id}
                    request={request}
                    offline={offline}
                    onDecide={people.decide}
                  />
                ))}
              </PageSection>
            ) : null}
          </Stack>
        )
      }}
    </GroupRemoteState>
  )
}
