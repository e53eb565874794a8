import { Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLiveQuery } from '@/data/shell.ts'
import { useStillArriving } from '@/data/shell.ts'
import { JobCard, useOpenJobs, useUserId } from '@/features/jobs/index.ts'
import { ArrivingNotice } from '@/ui/ArrivingNotice.tsx'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { NextActions, type NextAction } from '../components/NextActions.tsx'
import { RecentNotifications } from '../components/RecentNotifications.tsx'
import { StatCard } from '../components/StatCard.tsx'
import { craftsmanFigures, isMatchingJob, parseTextList } from '../dashboard-figures.ts'

const MATCHES_SHOWN = 5

/** Applications, interviews, new jobs in my trades and provinces, next actions, notifications. */
export function CraftsmanDashboardPage() {
  const { t } = useTranslation(['work', 'pages'])
  const userId = useUserId()
  const profileQuery = useLiveQuery((r) => r.craftsmanProfiles.one$(userId), [userId])
  const profile = profileQuery.data
  const appsQuery = useLiveQuery((r) => r.applications.mine$(userId, 500), [userId])
  const apps = appsQuery.data ?? []
  // The lists below the figures wait for the profile and applications this device holds (a few
  // milliseconds): painted before them, they changed height and moved each other down.
  const listsReady = !profileQuery.isLoading && !appsQuery.isLoading
  const { jobs } = useOpenJobs()
  const jobsArriving = useStillArriving('jobs')
  const figuresArriving = useStillArriving('jobs', 'job_applications')
  const scope = useMemo(
    () => ({
      trades: parseTextList(profile?.trades),
      provinces: parseTextList(profile?.service_provinces),
    }),
    [profile],
  )
  const figures = craftsmanFigures(apps, jobs, scope)
  const matches = useMemo(
    () =>
      jobs.filter((j) => isMatchingJob(j, scope.trades, scope.provinces)).slice(0, MATCHES_SHOWN),
    [jobs, scope],
  )
  // The follow-up comes last: it appears once the applications are read, and the actions above
  // it stay where they were painted (issue 41, layout shift).
  const actions: NextAction[] = [
    { label: t('work:dashboard.actions.browse'), to: '/jobs' },
    { label: t('work:dashboard.actions.portfolio'), to: '/my-work' },
    ...(figures.interviews > 0
      ? [{ label: t('work:dashboard.actions.followUp'), to: '/my-work' as const }]
      : []),
  ]
  return (
    <PageFrame title={t('pages:craftsmanDashboard.title')}>
      {figuresArriving ? <ArrivingNotice text={t('work:dashboard.figuresArriving')} /> : null}
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard label={t('work:dashboard.openApplications')} value={figures.openApplications} />
        <StatCard label={t('work:dashboard.interviews')} value={figures.interviews} />
        <StatCard label={t('work:dashboard.accepted')} value={figures.accepted} />
        <StatCard
          label={t('work:dashboard.newMatches')}
          value={figures.newMatches}
          hint={t('work:dashboard.matchesHint')}
        />
      </SimpleGrid>
      {/* On a phone the matching jobs come last: they fill in as the device reads them, and
          nothing below them then jumps (issue 41, layout shift). */}
      {listsReady ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="sm">
              <Title order={2} fz="lg">
                {t('work:dashboard.matchingJobs')}
              </Title>
              {scope.trades.length === 0 ? (
                <Text c="dimmed">{t('work:dashboard.completeProfile')}</Text>
              ) : matches.length === 0 && jobsArriving ? (
                <ArrivingNotice text={t('work:dashboard.matchesArriving')} />
              ) : matches.length === 0 ? (
                <Text c="dimmed">{t('work:dashboard.noMatches')}</Text>
              ) : (
                matches.map((job) => <JobCard key={job.id} job={job} />)
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="md">
              <NextActions actions={actions} />
              <RecentNotifications userId={userId} side="working" />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
    </PageFrame>
  )
}
