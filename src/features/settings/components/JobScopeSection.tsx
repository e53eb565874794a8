import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLiveQuery, useRepositories } from '@/data/shell.ts'
import { useRowCounts } from '@/data/index.ts'
import { JOBS_NEWEST_ELSEWHERE, scopeFrom } from '@/db/job-scope.ts'
import { DocSyncBadge } from '@/features/sync-status/index.ts'
import { ProvincesSelect, TradesSelect } from '@/features/registration/index.ts'
import { Section } from './Section.tsx'
import { localErrorKey } from '@/lib/local-errors.ts'

const JOBS = ['jobs']

/** The region whose jobs this device keeps for offline use (sync/SPEC.md SYNC-SCOPE-1). */
export function JobScopeSection({ userId }: { userId: string }) {
  const { t } = useTranslation('settings')
  const repos = useRepositories()
  const pref = useLiveQuery((r) => r.jobScope.of$(userId), [userId]).data ?? null
  const craftsman = useLiveQuery((r) => r.craftsmanProfiles.one$(userId), [userId]).data ?? null
  const company = useLiveQuery((r) => r.companyProfiles.one$(userId), [userId]).data ?? null
  const scope = useMemo(
    () => scopeFrom({ preference: pref, craftsman, company }),
    [pref, craftsman, company],
  )
  const [provinces, setProvinces] = useState<string[]>([])
  const [trades, setTrades] = useState<string[]>([])
  const key = `${scope.provinces.join()}|${scope.trades.join()}`
  useEffect(() => {
    setProvinces([...scope.provinces])
    setTrades([...scope.trades])
    // The form follows the scope whenever it changes (here, or from another device).
  }, [key]) // eslint-disable-line react-hooks/exhaustive-deps
  const held = useRowCounts(JOBS)['jobs']
  const changed = `${[...provinces].sort().join()}|${[...trades].sort().join()}` !== key
  const save = async () => {
    if (!repos) return
    try {
      await repos.jobScope.set(userId, [...provinces].sort(), [...trades].sort())
      notifications.show({ message: t('jobScope.saved') })
    } catch (error) {
      console.warn('Saving the job scope on this device failed', error)
      notifications.show({
        color: 'red',
        message: t('jobScope.failed', { message: t(localErrorKey(error) as never) }),
      })
    }
  }
  return (
    <Section
      id="settings-job-scope"
      title={t('jobScope.title')}
      hint={t('jobScope.hint', { newest: JOBS_NEWEST_ELSEWHERE })}
    >
      <ProvincesSelect
        label={t('jobScope.provinces')}
        placeholder={t('jobScope.provincesPlaceholder')}
        value={provinces}
        onChange={setProvinces}
      />
      <TradesSelect
        label={t('jobScope.trades')}
        placeholder={t('jobScope.tradesPlaceholder')}
        value={trades}
        onChange={setTrades}
      />
      <Text size="sm" c="dimmed">
        {pref ? t('jobScope.chosen') : t('jobScope.fromProfile')}
        {held !== undefined ? ` ${t('jobScope.held', { count: held })}` : ''}
      </Text>
      <Group gap="sm">
        <Button onClick={() => void save()} disabled={!changed || provinces.length === 0}>
          {t('jobScope.save')}
        </Button>
        {pref ? <DocSyncBadge collection="job_scope_preferences" docId={userId} /> : null}
      </Group>
    </Section>
  )
}
