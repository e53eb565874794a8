import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import { useProgressWords } from './hooks/useProgressWords.ts'
import type { DownloadView } from './progress-view.ts'

function Words({ view }: { view: DownloadView }) {
  const words = useProgressWords()
  return (
    <>
      <p>{words.line(view)}</p>
      {view.tables.map((row) => (
        <p key={row.table}>{words.table(row)}</p>
      ))}
    </>
  )
}

const show = (view: DownloadView) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Words view={view} />
    </I18nextProvider>,
  )

describe('[SYNC-PROG-3] the progress in words', () => {
  it('names the one table left, with the total and the time left', () => {
    const jobs = { table: 'jobs', pulled: 3200, total: 5300, etaMs: 18_000 }
    show({ tables: [jobs], pulled: 3200, total: 5300, etaMs: 18_000 })
    expect(
      screen.getByText('Saving jobs for offline use: 3,200 of 5,300 · about 20 s left'),
    ).toBeTruthy()
  })

  it('says "your data" for several tables and lists each; no total or estimate until known', () => {
    show({
      tables: [
        { table: 'jobs', pulled: 1000, total: null, etaMs: null },
        { table: 'notifications', pulled: 12, total: 40, etaMs: 120_000 },
      ],
      pulled: 1012,
      total: null,
      etaMs: null,
    })
    expect(screen.getByText('Saving your data for offline use: 1,012')).toBeTruthy()
    expect(screen.getByText('Jobs: 1,000')).toBeTruthy()
    expect(screen.getByText('Notifications: 12 of 40')).toBeTruthy()
  })
})
