import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { RemoteRead } from '@/lib/remote-read.ts'
import { RemoteState as Shared } from '@/ui/RemoteState.tsx'

/** The shared online-read states in this page's words. */
export function RemoteState<T>(props: {
  read: RemoteRead<T>
  offline: boolean
  children(value: T): ReactNode
}) {
  const { t } = useTranslation('integrations')
  const texts = {
    offlineTitle: t('offlineTitle'),
    offline: t('offline'),
    loadFailed: t('loadFailed'),
    retry: t('retry'),
    loading: t('loading'),
  }
  return <Shared {...props} texts={texts} />
}
