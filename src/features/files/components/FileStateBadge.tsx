import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { StoredFileMeta } from '@/db/file-store.ts'

/** Where an own file stands: on this device, uploading, or refused. Nothing once uploaded. */
export function FileStateBadge({ meta }: { meta: StoredFileMeta }) {
  const { t } = useTranslation('files')
  if (meta.state === 'uploaded') return null
  if (meta.state === 'failed') {
    return (
      <Badge color="red" variant="filled" size="xs" title={meta.error?.message}>
        {t('state.failed', { reason: meta.error?.message ?? '' })}
      </Badge>
    )
  }
  if (meta.state === 'uploading') {
    return (
      <Badge color="blue" variant="filled" size="xs">
        {t('state.uploading', { percent: Math.round(meta.progress * 100) })}
      </Badge>
    )
  }
  return (
    <Badge color="gray" variant="filled" size="xs">
      {t('state.local')}
    </Badge>
  )
}
