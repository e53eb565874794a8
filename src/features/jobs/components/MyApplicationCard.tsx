import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { JobApplicationDoc, JobDoc } from '@/db/index.ts'
import { useRepositories } from '@/data/shell.ts'
import { announceDelivery } from '../delivery-toast.ts'
import { formatRate } from '../format.ts'
import { useDeliveryWords } from '../hooks/useDeliveryWords.ts'
import { canResubmit, canWithdraw } from '../rules/application-rules.ts'
import { DocSyncBadge } from '@/features/sync-status/index.ts'
import { deliveryBadgeWords } from '../hooks/useDeliveryWords.ts'

export const STATUS_COLORS: Record<JobApplicationDoc['status'], string> = {
  submitted: 'blue',
  viewed: 'cyan',
  shortlisted: 'grape',
  accepted: 'green',
  rejected: 'gray',
  withdrawn: 'gray',
}

/** The craftsman's application to this job: status, delivery, withdraw or send again. */
export function MyApplicationCard({
  application,
  job,
  focusHeading = false,
}: {
  application: JobApplicationDoc
  job: JobDoc
  /** Just applied: focus moves here from the form that this card replaces. */
  focusHeading?: boolean
}) {
  const { t } = useTranslation('jobs')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusHeading) heading.current?.focus()
  }, [focusHeading])
  const repos = useRepositories()
  const words = useDeliveryWords()
  const withdraw = async () => {
    if (!repos || !window.confirm(t('apply.withdrawConfirm'))) return
    await repos.applications.withdraw(application.id)
    notifications.show({ message: t('apply.withdrawn') })
  }
  const resubmit = async () => {
    if (!repos) return
    await repos.applications.setStatus(application.id, 'submitted')
    announceDelivery(repos, 'job_applications', application.id, words('apply.resubmitted'))
  }
  return (
    <Card withBorder padding="md" data-testid="my-application">
      <Stack gap="xs">
        <Title order={2} fz="lg" ref={heading} tabIndex={-1}>
          {t('apply.yourApplication')}
        </Title>
        <Group gap="xs">
          <Badge color={STATUS_COLORS[application.status]} data-status={application.status}>
            {t('apply.status', { status: t(`applicationStatus.${application.status}`) })}
          </Badge>
          <DocSyncBadge
            collection="job_applications"
            docId={application.id}
            words={deliveryBadgeWords(
              t,
              'job_applications',
              application.status === 'submitted' ? undefined : null,
            )}
          />
        </Group>
        <Text size="sm">{t('apply.rate', { rate: formatRate(application.proposed_rate) })}</Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {application.cover_letter}
        </Text>
        {canWithdraw(application.status) ? (
          <Button variant="light" color="red" onClick={() => void withdraw()}>
            {t('apply.withdraw')}
          </Button>
        ) : null}
        {canResubmit(application.status, job.status) ? (
          <Button variant="light" onClick={() => void resubmit()}>
            {t('apply.resubmit')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  )
}
