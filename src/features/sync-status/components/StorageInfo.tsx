import { SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { EnvironmentInfo } from '../diagnostics.ts'

function bytes(n: number | null): string {
  if (n === null) return '—'
  const mb = n / (1024 * 1024)
  return mb >= 1024 ? `${(mb / 1024).toFixed(1)} GB` : `${mb.toFixed(1)} MB`
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  )
}

/** Storage used and whether it is persistent, service worker and cache version, versions. */
export function StorageInfo({ info }: { info: EnvironmentInfo | null }) {
  const { t } = useTranslation('sync')
  if (!info) return null
  const precache = info.serviceWorker.caches.filter((c) => c.includes('precache'))
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Field
        label={t('debug.storageUsed')}
        value={`${bytes(info.storage.usage)} ${t('debug.storageQuota', { quota: bytes(info.storage.quota) })}`}
      />
      <Field
        label={t('debug.persistent')}
        value={info.storage.persisted ? t('debug.persistGranted') : t('debug.persistDenied')}
      />
      <Field
        label={t('debug.serviceWorker')}
        value={info.serviceWorker.state === 'none' ? t('debug.swNone') : info.serviceWorker.state}
      />
      <Field label={t('debug.cacheVersion')} value={precache.join(', ') || t('debug.none')} />
      <Field label={t('debug.appVersion')} value={info.build || t('debug.none')} />
      <Field
        label={t('debug.schemaVersions')}
        value={Object.entries(info.schemaVersions)
          .map(([name, v]) => `${name} v${v}`)
          .join(', ')}
      />
    </SimpleGrid>
  )
}
