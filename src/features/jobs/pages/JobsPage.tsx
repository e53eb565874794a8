// Find Jobs: the replica's open jobs, searched and filtered in memory, filters kept in the URL;
// online, the server's answer to the same search follows (ServerJobResults).
import { Stack, Text, TextInput, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStillArriving } from '@/data/shell.ts'
import { useConnectivity } from '@/data/shell.ts'
import { ArrivingNotice } from '@/ui/ArrivingNotice.tsx'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { JobFilters } from '../components/JobFilters.tsx'
import { JobList } from '../components/JobList.tsx'
import { JobsStatusLine } from '../components/JobsStatusLine.tsx'
import { PhoneFilters } from '../components/PhoneFilters.tsx'
import { ServerJobResults } from '../components/ServerJobResults.tsx'
import { useOpenJobs } from '../hooks/useOpenJobs.ts'
import { filterJobs, type FilterableJob } from '../search/job-filter.ts'
import { cleanJobSearch, type JobSearch } from '../search/job-search.ts'

const route = getRouteApi('/jobs')
/** The last in-memory filter's duration, read by tests/bench/jobs.bench.ts. */
export const FILTER_MEASURE = 'jobs-list:filter'

function measuredFilter<T extends FilterableJob>(jobs: readonly T[], search: JobSearch): T[] {
  const start = performance.now()
  const out = filterJobs(jobs, search)
  performance.clearMeasures(FILTER_MEASURE)
  performance.measure(FILTER_MEASURE, {
    start,
    end: performance.now(),
    detail: { jobs: jobs.length, results: out.length },
  })
  return out
}
const URL_DELAY_MS = 300

export function JobsPage() {
  const { t } = useTranslation(['jobs', 'pages'])
  const search = route.useSearch()
  const navigate = useNavigate()
  useLayoutEffect(() => {
    performance.clearMarks('jobs-list:data')
    performance.mark('jobs-list:mount')
  }, [])
  const { jobs, isPartial, isLoading } = useOpenJobs()
  // Offline, nothing arrives: the empty state then says the jobs come once online.
  const isOnline = useConnectivity().online
  const arriving = useStillArriving('jobs') && isOnline

  // Typing stays instant: the box owns its text, the list follows a deferred copy, the URL
  // follows after a pause.
  const [query, setQuery] = useState(search.q ?? '')
  const deferredQuery = useDeferredValue(query)
  const update = useCallback(
    (patch: Partial<JobSearch>) =>
      void navigate({
        to: '/jobs',
        search: cleanJobSearch({ ...search, ...patch }),
        replace: true,
      }),
    [navigate, search],
  )
  useEffect(() => {
    if ((search.q ?? '') === query.trim()) return
    const timer = setTimeout(() => update({ q: query }), URL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [query, search.q, update])

  // Under `sm` (a phone) the filters fold behind one button under the search box, so the first
  // jobs show in the first screen. Read at the first render: no frame with the other layout.
  const theme = useMantineTheme()
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  })

  const effective = useMemo(() => ({ ...search, q: deferredQuery }), [search, deferredQuery])
  const results = useMemo(() => measuredFilter(jobs, effective), [jobs, effective])

  return (
    <PageFrame title={t('pages:jobs.title')}>
      <Stack gap="md">
        <TextInput
          size="md"
          type="search"
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        {wide ? (
          <JobFilters search={search} onChange={update} />
        ) : (
          <PhoneFilters search={search} onChange={update} results={results.length} />
        )}
        <JobsStatusLine count={results.length} isPartial={isPartial} />
        {results.length > 0 ? (
          <JobList jobs={results} />
        ) : isLoading || isPartial ? null : arriving ? (
          <ArrivingNotice text={t('list.arriving')} />
        ) : (
          <Stack gap={4} py="xl" ta="center">
            <Text fw={600}>{jobs.length === 0 ? t('list.emptyReplica') : t('list.empty')}</Text>
            {jobs.length > 0 ? <Text c="dimmed">{t('list.emptyHint')}</Text> : null}
          </Stack>
        )}
        <ServerJobResults search={effective} onDevice={jobs} isReady={!isPartial} />
      </Stack>
    </PageFrame>
  )
}
