// The first-sync progress in words (SPEC SYNC-PROG-3), e.g. "Saving jobs for offline use:
// 3,200 of 5,300 · about 20 s left".
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { onFirstUse } from '@/lib/on-first-use.ts'
import { etaWords, type DownloadView, type TableProgressView } from '../progress-view.ts'

export function useProgressWords() {
  const { t, i18n } = useTranslation('sync')
  return useMemo(() => {
    // Made on first use: the header renders this hook for everyone, before any sync has
    // anything to say (see on-first-use.ts).
    const numbers = onFirstUse(() => new Intl.NumberFormat(i18n.language))
    const eta = (ms: number | null) => {
      if (ms === null) return ''
      const w = etaWords(ms)
      const words =
        w.unit === 'seconds'
          ? t('progress.etaSeconds', { count: w.count })
          : t('progress.etaMinutes', { count: w.count })
      return ` · ${words}`
    }
    const name = (table: string) =>
      t(`collections.${table}` as 'collections.jobs', { defaultValue: table })
    return {
      line(view: DownloadView): string {
        const only = view.tables.length === 1 ? view.tables[0]?.table : undefined
        const what = t(`progress.what.${only ?? 'any'}` as 'progress.what.any', {
          defaultValue: t('progress.what.any'),
        })
        const done = numbers().format(view.pulled)
        const text =
          view.total === null
            ? t('progress.lineUncounted', { what, done })
            : t('progress.line', { what, done, total: numbers().format(view.total) })
        return text + eta(view.etaMs)
      },
      table(row: TableProgressView): string {
        const done = numbers().format(row.pulled)
        return row.total === null
          ? t('progress.tableUncounted', { name: name(row.table), done })
          : t('progress.table', { name: name(row.table), done, total: numbers().format(row.total) })
      },
    }
  }, [t, i18n.language])
}
