import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSavedJobs } from '../hooks/useSavedJobs.ts'

/** Saves a job: a bookmark that also keeps it on this device for offline use (SYNC-SCOPE-1). */
export function SaveJobButton({ jobId, title }: { jobId: string; title: string }) {
  const { t } = useTranslation('jobs')
  const { saved, toggle, userId } = useSavedJobs()
  if (!userId) return null
  const isSaved = saved.has(jobId)
  return (
    <Button
      size="xs"
      variant={isSaved ? 'light' : 'default'}
      aria-pressed={isSaved}
      aria-label={t(isSaved ? 'saved.unsaveLabel' : 'saved.saveLabel', { title })}
      onClick={() => void toggle(jobId)}
    >
      {t(isSaved ? 'saved.saved' : 'saved.save')}
    </Button>
  )
}
