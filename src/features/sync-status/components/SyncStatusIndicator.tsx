import { Badge, Box, Group, Text, Tooltip } from '@mantine/core'
import { IconCloud, IconCloudOff, IconRefresh } from '@tabler/icons-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSyncState } from '@/data/shell.ts'
import { useDownloadView } from '../hooks/useDownloadView.ts'
import { useOutbox } from '../hooks/useOutbox.ts'
import { useProgressWords } from '../hooks/useProgressWords.ts'
import { displayPhase } from '../sync-view.ts'

/** Overall sync state for the header (SPEC SYNC-STATE-2): phase, last synced, items waiting. */
export function SyncStatusIndicator() {
  const { t, i18n } = useTranslation('sync')
  const tab = useSyncState()
  const items = useOutbox()
  const download = useDownloadView()
  const words = useProgressWords()
  const phase = displayPhase(tab)
  const waiting = items.filter((i) => i.state !== 'failed').length
  const failed = items.length - waiting
  // Built once per language: the badge re-renders on every status the worker sends.
  const clock = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }),
    [i18n.language],
  )
  const last = tab.status?.lastSyncedAt
  const when = last ? t('lastSynced', { time: clock.format(new Date(last)) }) : t('neverSynced')
  const Icon = phase === 'offline' ? IconCloudOff : phase === 'syncing' ? IconRefresh : IconCloud
  const color = failed > 0 ? 'red' : phase === 'offline' ? 'gray' : waiting > 0 ? 'yellow' : 'green'
  return (
    <Tooltip
      multiline
      label={
        <>
          <Text size="sm">{when}</Text>
          {waiting > 0 ? <Text size="sm">{t('waiting', { count: waiting })}</Text> : null}
          {failed > 0 ? <Text size="sm">{t('failed', { count: failed })}</Text> : null}
          {download ? <Text size="sm">{words.line(download)}</Text> : null}
          {download && download.tables.length > 1
            ? download.tables.map((row) => (
                <Text size="sm" key={row.table}>
                  {words.table(row)}
                </Text>
              ))
            : null}
        </>
      }
    >
      <Badge
        color={color}
        variant="light"
        role="status"
        aria-label={t('statusLabel', { phase: t(`phase.${phase}`) })}
        data-sync-phase={phase}
        leftSection={<Icon size={14} aria-hidden />}
        style={{ flexShrink: 0 }}
      >
        <Group gap={4} wrap="nowrap">
          {/* A phone's header has no room for the word: the icon and its colour say it, the
              label names it, and the pill is never cut to "ONl". */}
          <Box component="span" visibleFrom="xs">
            {t(`phase.${phase}`)}
          </Box>
          {waiting + failed > 0 ? (
            <span>
              <Box component="span" visibleFrom="xs">
                ·{' '}
              </Box>
              {waiting + failed}
            </span>
          ) : null}
        </Group>
      </Badge>
    </Tooltip>
  )
}
