// Find Jobs' second section (issue 28): when online, the server's answer to the same search,
// minus the jobs this device already holds, each marked as not saved here, with "Load more".
// It follows the connection itself, so the replica's list does not re-render with it.
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { JobDoc } from '@/db/index.ts'
import { useJobsFreshness } from '../hooks/useJobsFreshness.ts'
import { useServerJobSearch } from '../hooks/useServerJobSearch.ts'
import type { JobSearch } from '../search/job-search.ts'
import { isServerSearch, notOnDevice } from '../search/server-results.ts'
import { JobCard } from './JobCard.tsx'
import { NotSavedBadge } from './NotSavedBadge.tsx'
import { SaveJobButton } from '../saved/SaveJobButton.tsx'

interface Props {
  search: JobSearch
  /** Every open job the replica holds (not only the matches): its copy is the one shown. */
  onDevice: readonly JobDoc[]
  /** False while the replica's list is still partial: the server would repeat its jobs. */
  isReady: boolean
}

const TITLE_ID = 'server-job-results'

export function ServerJobResults({ search, onDevice, isReady }: Props) {
  const { t } = useTranslation('jobs')
  const { isOffline } = useJobsFreshness()
  const enabled = isReady && !isOffline && isServerSearch(search)
  const server = useServerJobSearch(search, enabled)
  const ids = useMemo(() => new Set(onDevice.map((job) => job.id)), [onDevice])
  const shown = useMemo(() => notOnDevice(server.jobs, ids), [server.jobs, ids])
  if (!enabled) return null
  return (
    <Stack component="section" gap="sm" aria-labelledby={TITLE_ID} pt="md">
      <Title order={2} fz="lg" id={TITLE_ID}>
        {t('server.title')}
      </Title>
      {server.status === 'loading' ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('server.searching')}
          </Text>
        </Group>
      ) : null}
      {server.status === 'error' ? (
        <Text size="sm" c="dimmed" role="status" data-testid="server-search-failed">
          {t('server.failed')}
        </Text>
      ) : null}
      {server.status === 'ready' && shown.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {server.hasMore ? t('server.allSaved') : t('server.none')}
        </Text>
      ) : null}
      {shown.length > 0 ? (
        <Stack gap="sm" role="feed" aria-label={t('server.resultsLabel')}>
          {shown.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              mark={<NotSavedBadge />}
              actions={<SaveJobButton jobId={job.id} title={job.title} />}
            />
          ))}
        </Stack>
      ) : null}
      {server.moreFailed ? (
        <Text size="sm" c="dimmed" role="status">
          {t('server.moreFailed')}
        </Text>
      ) : null}
      {server.status === 'ready' && server.hasMore ? (
        <Button
          variant="default"
          w="fit-content"
          loading={server.isLoadingMore}
          onClick={server.loadMore}
        >
          {t('server.loadMore')}
        </Button>
      ) : null}
    </Stack>
  )
}
