import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLiveQuery } from '@/data/shell.ts'
import { JobCard } from '../components/JobCard.tsx'
import { useSavedJobs } from '../hooks/useSavedJobs.ts'
import { SaveJobButton } from './SaveJobButton.tsx'

/** My Work: the jobs I saved, readable offline; newest save first. */
export function SavedJobs() {
  const { t } = useTranslation(['work', 'jobs'])
  const { ids, isLoading } = useSavedJobs()
  const jobs = useLiveQuery((r) => r.jobs.byIds$(ids), [ids.join(',')]).data
  const ordered = useMemo(() => {
    const byId = new Map((jobs ?? []).map((j) => [j.id, j]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  }, [ids, jobs])
  const waiting = ids.length - ordered.length
  return (
    <Stack gap="sm" component="section" aria-labelledby="saved-jobs-title">
      <Title order={2} fz="xl" id="saved-jobs-title">
        {t('jobs:saved.title')}
      </Title>
      {!isLoading && ids.length === 0 ? (
        <Group>
          <Text c="dimmed">{t('jobs:saved.none')}</Text>
          <Button component={Link} to="/jobs" variant="light" size="xs">
            {t('work:myWork.browse')}
          </Button>
        </Group>
      ) : null}
      {ordered.map((job) => (
        <JobCard
          key={job.id}
          job={job}
          actions={<SaveJobButton jobId={job.id} title={job.title} />}
        />
      ))}
      {waiting > 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t('jobs:saved.arriving', { count: waiting })}
        </Text>
      ) : null}
    </Stack>
  )
}
