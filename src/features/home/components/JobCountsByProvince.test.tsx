// Issue 41: the home page's counts section keeps its shape from the first paint; only the numbers
// arrive, so the page below it does not move (its layout shift was 0.24).
import { cleanup, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import { PROVINCES } from '@/lib/validation/index.ts'
import type { JobCounts } from '../hooks/useJobCounts.ts'
import { JobCountsByProvince } from './JobCountsByProvince.tsx'

function show(counts: JobCounts) {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never
  }
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <JobCountsByProvince counts={counts} />
      </MantineProvider>
    </I18nextProvider>,
  )
}

const cards = () => screen.getAllByRole('group').map((card) => card.getAttribute('aria-label'))

afterEach(cleanup)

const text = (element: HTMLElement) => element.textContent

describe('JobCountsByProvince', () => {
  it('shows all 13 provinces and territories while counting, without numbers', () => {
    show({ kind: 'loading' })
    expect(text(screen.getByRole('status'))).toBe('Counting open jobs…')
    expect(cards()).toEqual([...PROVINCES])
    expect(text(screen.getByRole('group', { name: 'Quebec' }))).toBe('Quebec–')
  })

  it('fills in the same cards, in the same order, whatever order the server sends', () => {
    const counts = PROVINCES.map((province, i) => ({ province, openJobs: i * 1000 })).reverse()
    show({ kind: 'ready', counts })
    expect(cards()).toEqual([...PROVINCES])
    const ontario = (PROVINCES.indexOf('Ontario') * 1000).toLocaleString('en-CA')
    expect(text(screen.getByRole('group', { name: 'Ontario' }))).toBe(`Ontario${ontario}`)
    expect(text(screen.getByTestId('job-count-total'))).toBe('78,000 open jobs across Canada')
  })

  it('keeps the cards when the counts cannot be had (offline)', () => {
    show({ kind: 'unavailable' })
    expect(text(screen.getByRole('status'))).toBe('Job counts are not available offline.')
    expect(cards()).toHaveLength(13)
  })
})
