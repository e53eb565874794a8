import type { ReactNode } from 'react'
import { Alert, Button, Loader } from '@mantine/core'
import type { RemoteRead } from '@/lib/remote-read.ts'

export interface RemoteStateTexts {
  offlineTitle: string
  offline: string
  loadFailed: string
  retry: string
  loading: string
}

/** An online read's rows once it has them; before that, loading, offline, or failed with a retry. */
export function RemoteState<T>({
  read,
  offline,
  texts,
  children,
}: {
  read: RemoteRead<T>
  offline: boolean
  texts: RemoteStateTexts
  children(value: T): ReactNode
}) {
  if (read.value !== null) return <>{children(read.value)}</>
  if (offline)
    return (
      <Alert color="yellow" title={texts.offlineTitle}>
        {texts.offline}
      </Alert>
    )
  if (read.failed)
    return (
      <Alert color="red">
        {texts.loadFailed}{' '}
        <Button size="compact-sm" variant="subtle" onClick={() => void read.refresh()}>
          {texts.retry}
        </Button>
      </Alert>
    )
  return <Loader size="sm" aria-label={texts.loading} />
}
