import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLiveQuery } from '@/data/shell.ts'
import { useStillArriving } from '@/data/shell.ts'
import { ArrivingNotice } from '@/ui/ArrivingNotice.tsx'
import { StartChatButton } from '@/features/chat/index.ts'
import { DocSyncBadge } from '@/features/sync-status/index.ts'
import { deliveryBadgeWords } from '../hooks/useDeliveryWords.ts'
import { STATUS_COLORS } from '../components/MyApplicationCard.tsx'
import { formatDay, formatRate } from '../format.ts'
import { groupByStatus, syncedApplicationKey } from '../rules/application-rules.ts'
import { provinceName } from '@/i18n/places.ts'

/** My applications grouped by status, each with its job. */
export function MyApplications({ userId }: { userId: string }) {
  const { t } = useTranslation(['work', 'jobs'])
  const { t: jobsT } = useTranslation('jobs')
  const apps = useLiveQuery((r) => r.applications.mine$(userId, 500), [userId])
  const list = useMemo(() => apps.data ?? [], [apps.data])
  const jobIds = useMemo(() => [...new Set(list.map((a) => a.job_id))], [list])
  const jobs = useLiveQuery((r) => r.jobs.byIds$(jobIds), [jobIds.join(',')]).data ?? []
  const jobById = new Map(jobs.map((j) => [j.id, j]))
  const arriving = useStillArriving('job_applications')
  return (
    <Stack gap="sm" component="section" aria-labelledby="applications-title">
      <Title order={2} fz="xl" id="applications-title">
        {t('work:myWork.applications')}
      </Title>
      {!apps.isLoading && list.length === 0 && arriving ? (
        <ArrivingNotice text={t('work:myWork.applicationsArriving')} />
      ) : !apps.isLoading && list.length === 0 ? (
        <Group>
          <Text c="dimmed">{t('work:myWork.noApplications')}</Text>
          <Button component={Link} to="/jobs" variant="light" size="xs">
            {t('work:myWork.browse')}
          </Button>
        </Group>
      ) : null}
      {groupByStatus(list).map((group) => (
        <Stack key={group.status} gap="xs" data-group={group.status}>
          <Group gap="xs">
            <Badge color={STATUS_COLORS[group.status]}>
              {t(`jobs:applicationStatus.${group.status}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {group.items.length}
            </Text>
          </Group>
          {group.items.map((a) => {
            const job = jobById.get(a.job_id)
            return (
              <Card key={a.id} withBorder padding="sm" component="article">
                <Group justify="space-between">
                  <Stack gap={2}>
                    {job ? (
                      <Anchor
                        fw={600}
                        renderRoot={(p) => (
                          <Link to="/jobs/$jobId" params={{ jobId: job.id }} {...p} />
                        )}
                      >
                        {job.title}
                      </Anchor>
                    ) : (
                      <Text c="dimmed">{t('work:myWork.jobMissing')}</Text>
                    )}
                    <Text size="sm" c="dimmed">
                      {job ? `${job.location_city}, ${provinceName(job.location_province)} · ` : ''}
                      {formatRate(a.proposed_rate)}/h · {formatDay(a.created_at)}
                    </Text>
                  </Stack>
                  <Group gap={6}>
                    <StartChatButton
                      kind="direct"
                      userId={a.job_owner_id}
                      applicationId={a.id}
                      label="messageCompany"
                    />
                    <DocSyncBadge
                      collection="job_applications"
                      docId={a.id}
                      words={deliveryBadgeWords(
                        jobsT,
                        'job_applications',
                        t(syncedApplicationKey(a.status)),
                      )}
                    />
                  </Group>
                </Group>
              </Card>
            )
          })}
        </Stack>
      ))}
    </Stack>
  )
}
