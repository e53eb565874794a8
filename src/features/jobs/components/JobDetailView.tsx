// A job's page body: badges, facts, applying and the company. The same for a job of the replica
// and one read from the server (then `mark` says it is not saved here; `actions` takes e.g. a
// button that saves it).
import { Grid, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { JobDoc } from '@/db/index.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { ApplyPanel } from './ApplyPanel.tsx'
import { CompanyCard } from './CompanyCard.tsx'
import { DocSyncBadge } from '@/features/sync-status/index.ts'
import { deliveryBadgeWords } from '../hooks/useDeliveryWords.ts'
import { JobBadges } from './JobBadges.tsx'
import { JobFacts } from './JobFacts.tsx'

interface Props {
  job: JobDoc
  userId: string
  /** True for a job this device holds: its delivery state is known here. */
  isOnDevice: boolean
  mark?: ReactNode
  actions?: ReactNode
}

export function JobDetailView({ job, userId, isOnDevice, mark, actions }: Props) {
  const { t } = useTranslation('jobs')
  return (
    <PageFrame title={job.title}>
      <Stack gap="xs">
        <JobBadges job={job} extra={mark} />
        {job.status !== 'open' ? (
          <Text c="red" fw={600}>
            {t('detail.closedNotice')}
          </Text>
        ) : null}
        {isOnDevice && job.owner_id === userId ? (
          <DocSyncBadge collection="jobs" docId={job.id} words={deliveryBadgeWords(t, 'jobs')} />
        ) : null}
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <JobFacts job={job} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <ApplyPanel job={job} userId={userId} />
            <CompanyCard ownerId={job.owner_id} />
          </Stack>
        </Grid.Col>
      </Grid>
    </PageFrame>
  )
}
