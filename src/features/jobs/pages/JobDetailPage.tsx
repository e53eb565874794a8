import { Button } from '@mantine/core'
import { getRouteApi, Link, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { keepJobOnDevice } from '@/data/index.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { PageLoader } from '@/ui/PageLoader.tsx'
import { useNamePage } from '@/ui/page-name.ts'
import { JobDetailView } from '../components/JobDetailView.tsx'
import { NotSavedBadge } from '../components/NotSavedBadge.tsx'
import { useJobsFreshness } from '../hooks/useJobsFreshness.ts'
import { useJob } from '../hooks/useOpenJobs.ts'
import { useServerJob } from '../hooks/useServerJob.ts'
import { useUserId } from '../hooks/useUserId.ts'
import { SaveJobButton } from '../saved/SaveJobButton.tsx'

const route = getRouteApi('/jobs/$jobId')

/**
 * One job: from the replica, or, for a job this device does not hold (a server search result),
 * from the server while online, marked as not saved here.
 */
export function JobDetailPage() {
  const { t } = useTranslation(['jobs', 'pages'])
  const { jobId } = route.useParams()
  const userId = useUserId()
  const { job, isLoading } = useJob(jobId)
  const { isOffline } = useJobsFreshness()
  const server = useServerJob(jobId, !isLoading && !job && !isOffline)
  // Opened from the server: the device stores it, so it stays readable if the signal goes.
  const fromServer = server.job?.id
  useEffect(() => {
    if (fromServer) keepJobOnDevice(fromServer)
  }, [fromServer])
  useNamePage(useLocation().pathname, job?.title ?? server.job?.title)
  if (job) {
    return (
      <JobDetailView
        job={job}
        userId={userId}
        isOnDevice
        actions={<SaveJobButton jobId={job.id} title={job.title} />}
      />
    )
  }
  if (server.job) {
    return (
      <JobDetailView
        job={server.job}
        userId={userId}
        isOnDevice={false}
        mark={<NotSavedBadge />}
        actions={<SaveJobButton jobId={server.job.id} title={server.job.title} />}
      />
    )
  }
  if (isLoading || server.status === 'loading') {
    return (
      <PageLoader label={isLoading ? t('pages:jobDetail.title') : t('jobs:server.loadingJob')} />
    )
  }
  return (
    <PageFrame title={t('jobs:detail.notFound')} description={t('jobs:detail.notFoundHint')}>
      <Button component={Link} to="/jobs" variant="default" w="fit-content">
        {t('jobs:detail.back')}
      </Button>
    </PageFrame>
  )
}
