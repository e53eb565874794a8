import { Anchor, Badge, Button, Card, Group, Spoiler, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { JobApplicationDoc } from '@/db/index.ts'
import { useLiveQuery, useRepositories } from '@/data/shell.ts'
import { STATUS_COLORS } from '../components/MyApplicationCard.tsx'
import { StartChatButton } from '@/features/chat/index.ts'
import { DocSyncBadge } from '@/features/sync-status/index.ts'
import { deliveryBadgeWords } from '../hooks/useDeliveryWords.ts'
import { formatDay, formatRate } from '../format.ts'
import { reviewerActions, type ApplicationStatus } from '../rules/application-rules.ts'

const ACTION_COLORS: Partial<Record<ApplicationStatus, string>> = {
  shortlisted: 'grape',
  accepted: 'green',
  rejected: 'red',
}

/** One applicant: the application, a profile link, and the company's decisions. */
export function ApplicantCard({ application }: { application: JobApplicationDoc }) {
  const { t } = useTranslation(['work', 'jobs'])
  const { t: jobsT } = useTranslation('jobs')
  const repos = useRepositories()
  const name = useLiveQuery(
    (r) => r.userProfiles.one$(application.applicant_id),
    [application.applicant_id],
  ).data?.full_name
  const setStatus = async (status: ApplicationStatus) => {
    if (!repos) return
    await repos.applications.setStatus(application.id, status)
    notifications.show({
      message: t('work:manage.statusSet', { status: t(`jobs:applicationStatus.${status}`) }),
    })
  }
  const a = application
  return (
    <Card withBorder padding="sm" component="li" aria-label={name ?? a.applicant_id}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Anchor
            fw={600}
            renderRoot={(p) => (
              <Link to="/profile/$userId" params={{ userId: a.applicant_id }} {...p} />
            )}
          >
            {name ?? t('work:manage.profile')}
          </Anchor>
          <Group gap={6}>
            <StartChatButton
              kind="direct"
              userId={a.applicant_id}
              applicationId={a.id}
              label="messageApplicant"
            />
            <Badge color={STATUS_COLORS[a.status]} data-status={a.status}>
              {t(`jobs:applicationStatus.${a.status}`)}
            </Badge>
            <DocSyncBadge
              collection="job_applications"
              docId={a.id}
              words={deliveryBadgeWords(jobsT, 'job_applications', null)}
            />
          </Group>
        </Group>
        <Text size="sm">
          {t('work:manage.rate', { rate: formatRate(a.proposed_rate) })} ·{' '}
          {t('work:manage.available', { date: formatDay(a.availability_start) })}
          {a.estimated_hours !== null
            ? ` · ${t('work:manage.hours', { hours: a.estimated_hours })}`
            : ''}
        </Text>
        {a.portfolio_items ? (
          <Anchor href={a.portfolio_items} target="_blank" rel="noopener noreferrer" size="sm">
            {t('work:manage.portfolio')}
          </Anchor>
        ) : null}
        <Spoiler maxHeight={60} showLabel="…" hideLabel="↑">
          <Text size="sm" fw={600}>
            {t('work:manage.coverLetter')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {a.cover_letter}
          </Text>
          <Text size="sm" fw={600} mt={4}>
            {t('work:manage.experience')}
          </Text>
          <Text size="sm">{a.relevant_experience}</Text>
        </Spoiler>
        <Group gap="xs">
          {a.status === 'submitted' ? (
            <Button size="xs" variant="default" onClick={() => void setStatus('viewed')}>
              {t('work:manage.markViewed')}
            </Button>
          ) : null}
          {reviewerActions(a.status).map((s) => (
            <Button
              key={s}
              size="xs"
              variant="light"
              color={ACTION_COLORS[s]}
              onClick={() => void setStatus(s)}
            >
              {t(`work:manage.${s as 'accepted'}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  )
}
