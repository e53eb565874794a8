import { Anchor, Badge, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { JobApplicationDoc, JobDoc } from '@/db/index.ts'
import { useRepositories } from '@/data/shell.ts'
import { StartChatButton } from '@/features/chat/index.ts'
import { DocSyncBadge } from '@/features/sync-status/index.ts'
import { deliveryBadgeWords } from '../hooks/useDeliveryWords.ts'
import { countByStatus, APPLICATION_STATUSES } from '../rules/application-rules.ts'
import { ApplicantCard } from './ApplicantCard.tsx'
import { provinceName } from '@/i18n/places.ts'

interface Props {
  job: JobDoc
  applications: JobApplicationDoc[]
  onEdit: (job: JobDoc) => void
}

/** A posted job with counts by status, status actions and its applicants. */
export function ManagedJobCard({ job, applications, onEdit }: Props) {
  const { t } = useTranslation(['work', 'jobs'])
  const { t: jobsT } = useTranslation('jobs')
  const repos = useRepositories()
  const [isOpen, setOpen] = useState(false)
  const counts = countByStatus(applications)
  const setStatus = async (status: JobDoc['status'], message: 'closed' | 'reopened' | 'filled') => {
    if (!repos) return
    await repos.jobs.patch(job.id, { status })
    notifications.show({ message: t(`work:manage.${message}`) })
  }
  return (
    <Card withBorder padding="md" component="article" aria-label={job.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Anchor
              fw={700}
              renderRoot={(p) => <Link to="/jobs/$jobId" params={{ jobId: job.id }} {...p} />}
            >
              {job.title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {job.location_city}, {provinceName(job.location_province)}
            </Text>
          </Stack>
          <Group gap={6}>
            <Badge color={job.status === 'open' ? 'green' : 'gray'}>
              {t(`jobs:jobStatus.${job.status}`)}
            </Badge>
            <DocSyncBadge
              collection="jobs"
              docId={job.id}
              words={deliveryBadgeWords(jobsT, 'jobs')}
            />
          </Group>
        </Group>
        <Group
          gap={6}
          role="group"
          aria-label={t('work:manage.counts', { total: applications.length })}
        >
          {APPLICATION_STATUSES.filter((s) => counts[s] > 0).map((s) => (
            <Badge key={s} variant="light" color="gray" data-count-status={s}>
              {t(`jobs:applicationStatus.${s}`)}: {counts[s]}
            </Badge>
          ))}
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={isOpen}
          >
            {t('work:manage.applicants')} ({applications.length})
          </Button>
          <Button size="xs" variant="default" onClick={() => onEdit(job)}>
            {t('work:manage.edit')}
          </Button>
          {counts.accepted > 0 ? <StartChatButton kind="team" jobId={job.id} /> : null}
          {job.status === 'open' ? (
            <>
              <Button
                size="xs"
                variant="default"
                onClick={() => void setStatus('closed', 'closed')}
              >
                {t('work:manage.close')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => void setStatus('filled', 'filled')}
              >
                {t('work:manage.markFilled')}
              </Button>
            </>
          ) : (
            <Button size="xs" variant="default" onClick={() => void setStatus('open', 'reopened')}>
              {t('work:manage.reopen')}
            </Button>
          )}
        </Group>
        <Collapse expanded={isOpen}>
          {applications.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('work:manage.noApplicants')}
            </Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {applications.map((a) => (
                <ApplicantCard key={a.id} application={a} />
              ))}
            </Stack>
          )}
        </Collapse>
      </Stack>
    </Card>
  )
}
