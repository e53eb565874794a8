import { notifications } from '@mantine/notifications'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLiveQuery, useRepositories } from '@/data/shell.ts'
import { useUserId } from './useUserId.ts'
import { localErrorKey } from '@/lib/local-errors.ts'

/** The signed-in user's saved jobs (ids, newest save first) and the save/unsave actions. */
export function useSavedJobs() {
  const { t } = useTranslation('jobs')
  const userId = useUserId()
  const repos = useRepositories()
  const ids = useLiveQuery((r) => r.savedJobs.jobIds$(userId), [userId])
  const saved = useMemo(() => new Set(ids.data ?? []), [ids.data])
  const toggle = useCallback(
    async (jobId: string) => {
      if (!repos || !userId) return
      try {
        if (saved.has(jobId)) {
          await repos.savedJobs.unsave(userId, jobId)
          notifications.show({ message: t('saved.removed') })
        } else {
          await repos.savedJobs.save(userId, jobId)
          notifications.show({ message: t('saved.added') })
        }
      } catch (error) {
        console.warn('Saving the job on this device failed', error)
        notifications.show({
          color: 'red',
          message: t('saved.failed', { message: t(localErrorKey(error) as never) }),
        })
      }
    },
    [repos, userId, saved, t],
  )
  return { ids: ids.data ?? [], saved, toggle, isLoading: ids.isLoading, userId }
}
