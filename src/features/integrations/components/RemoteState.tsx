import type { ReactNode } from 'react'
import { Alert, Button, Loader } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { RemoteRead } from '@/lib/remote-read.ts'

/** What an online list shows before it has rows: loading, offline, or failed with a retry. */
export function RemoteState<T>({
  read,
  offline,
  children,
}: {
  read: RemoteRead<T>
  offline: boolean
  children(value: T): ReactNode
}) {
  const { t } = useTranslation('integrations')
  if (read.value !== null) return <>{children(read.value)}</>
  if (offline)
    return (
      <Alert color="yellow" title={t('offlineTitle')}>
        {t('offline')}
      </Alert>
    )
  if (read.failed)
    return (
      <Alert color="red">
        {t('loadFailed')}{' '}
        <Button size="compact-sm" variant="subtle" onClick={() => void read.refresh()}>
          {t('retry')}
        </Button>
      </Alert>
    )
  return <Loader size="sm" aria-label={t('loading')} />
}
