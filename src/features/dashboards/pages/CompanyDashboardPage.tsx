import { Grid, SimpleGrid, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLiveQuery } from '@/data/shell.ts'
import { useStillArriving } from '@/data/shell.ts'
import { timeAgo, useUserId } from '@/features/jobs/index.ts'
import { ArrivingNotice } from '@/ui/ArrivingNotice.tsx'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { NextActions, type NextAction } from '../components/NextActions.tsx'
import { RecentNotifications } from '../components/RecentNotifications.tsx'
import { StatCard } from '../components/StatCard.tsx'
import { companyFigures } from '../dashboard-figures.ts'
import { formatResponseTime, medianFirstResponseMs } from '../response-time.ts'

/** Open jobs, new applicants, who waits for an answer, next actions, notifications. */
export function CompanyDashboardPage() {
  const { t } = useTranslation(['work', 'pages'])
  const userId = useUserId()
  const jobs = useLiveQuery((r) => r.jobs.ownedBy$(userId), [userId]).data ?? []
  const apps = useLiveQuery((r) => r.applications.toOwner$(userId), [userId]).data ?? []
  const figures = companyFigures(jobs, apps)
  const arriving = useStillArriving('jobs', 'job_applications')
  const firstResponse = medianFirstResponseMs(apps)
  const answered = apps.filter((a) => a.responded_at).length
  const actions: NextAction[] = [
    ...(figures.awaitingResponse > 0
      ? [
          {
            label: t('work:dashboard.actions.review', { count: figures.awaitingResponse }),
            to: '/job-management' as const,
          },
        ]
      : []),
    { label: t('work:dashboard.actions.post'), to: '/post-job' },
    { label: t('work:dashboard.actions.manage'), to: '/job-management' },
  ]
  return (
    <PageFrame title={t('pages:companyDashboard.title')}>
      {arriving ? <ArrivingNotice text={t('work:dashboard.figuresArriving')} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <StatCard label={t('work:dashboard.openJobs')} value={figures.openJobs} />
        <StatCard label={t('work:dashboard.newApplicants')} value={figures.newApplicants} />
        <StatCard
          label={t('work:dashboard.awaitingResponse')}
          value={figures.awaitingResponse}
          hint={
            figures.oldestWaitingSince
              ? t('work:dashboard.oldestWaiting', { ago: timeAgo(figures.oldestWaitingSince) })
              : t('work:dashboard.nothingWaiting')
          }
        />
        <StatCard
          label={t('work:dashboard.firstResponse')}
          value={firstResponse === null ? '–' : formatResponseTime(firstResponse)}
          hint={
            firstResponse === null
              ? t('work:dashboard.firstResponseNone')
              : t('work:dashboard.firstResponseHint', { count: answered })
          }
        />
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <NextActions actions={actions} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack>
            <RecentNotifications userId={userId} side="hiring" />
          </Stack>
        </Grid.Col>
      </Grid>
    </PageFrame>
  )
}
