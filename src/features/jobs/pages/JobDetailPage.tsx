import { Button, Grid, Stack, Text } from '@mantine/core'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { PageLoader } from '@/ui/PageLoader.tsx'
import { ApplyPanel } from '../components/ApplyPanel.tsx'
import { CompanyCard } from '../components/CompanyCard.tsx'
import { DeliveryBadge } from '../components/DeliveryBadge.tsx'
import { JobBadges } from '../components/JobBadges.tsx'
import { JobFacts } from '../components/JobFacts.tsx'
import { useJob } from '../hooks/useOpenJobs.ts'
import { useUserId } from '../hooks/useUserId.ts'

const route = getRouteApi('/jobs/$jobId')

/** One job from the replica: everything about it, the company, and applying. */
export function JobDetailPage() {
  const { t } = useTranslation(['jobs', 'pages'])
  const { jobId } = route.useParams()
  const userId = useUserId()
  const { job, isLoading } = useJob(jobId)
  if (isLoading) return <PageLoader label={t('pages:jobDetail.title')} />
  if (!job) {
    return (
      <PageFrame title={t('jobs:detail.notFound')} description={t('jobs:detail.notFoundHint')}>
        <Button component={Link} to="/jobs" variant="default" w="fit-content">
          {t('jobs:detail.back')}
        </Button>
      </PageFrame>
    )
  }
  return (
    <PageFrame title={job.title}>
      <Stack gap="xs">
        <JobBadges job={job} />
        {job.status !== 'open' ? (
          <Text c="red" fw={600}>
            {t('jobs:detail.closedNotice')}
          </Text>
        ) : null}
        {job.owner_id === userId ? <DeliveryBadge collection="jobs" docId={job.id} /> : null}
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
