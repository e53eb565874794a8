// "Every page of the app is reachable" from the palette (issue 10): each page of the route list
// (by its title id; aliases such as /my-work and /portfolio share one) has a catalogue entry.
import { describe, expect, it } from 'vitest'
import { PAGES } from '@/features/navigation/model/page-catalogue.ts'
import { PATH_TITLES } from '@/routes/titles.ts'

describe('palette page catalogue', () => {
  const catalogued = new Set(PAGES.map((p) => p.page))
  it.each(Object.entries(PATH_TITLES))('%s (%s) can be found in the palette', (_path, page) => {
    expect(catalogued.has(page)).toBe(true)
  })

  it('points every entry at a real route', () => {
    for (const entry of PAGES) expect(PATH_TITLES[entry.path]).toBe(entry.page)
  })
})
