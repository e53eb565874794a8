// The page registry (src/lib/page-registry.ts) is the one list of pages: each page once, each with
// its component, its route and its title; and no other module keeps a list of pages of its own.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createAppRouter } from '@/app/router.ts'
import { pages as pageTitles } from '@/i18n/en/pages.ts'
import { ALL_PAGES, pathsOf } from '@/lib/page-registry.ts'
import { pages as components } from '@/routes/pages.ts'

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..')
const allPaths = ALL_PAGES.flatMap(pathsOf)

/** Modules that name several pages for a reason of their own, not as a list of pages. */
const NOT_PAGE_LISTS: Readonly<Record<string, string>> = {
  'src/app/shell/Footer.tsx': "the footer's typed links",
  'src/lib/redirects.ts': 'the legacy paths and where they go now',
}
/** Lists of pages not moved into the registry yet (issue 30); this list only shrinks. */
const TO_MOVE = [
  'src/features/navigation/model/nav-actions.ts',
  'src/features/navigation/model/quick-actions.ts',
  'src/features/navigation/model/tooltips.ts',
  'supabase/functions/_shared/navigation-catalogue.ts',
]
const isRegistry = (file: string) =>
  file === 'src/lib/page-registry.ts' || file.startsWith('src/lib/pages/')
/** A module naming this many pages' paths keeps a list of pages. */
const LIST_SIZE = 5

function pagesNamedIn(file: string): Set<string> {
  const text = readFileSync(path.join(ROOT, file), 'utf8')
  const known = new Set(allPaths.filter((p) => p !== '/'))
  return new Set(
    [...text.matchAll(/['"`](\/[\w$/-]*)['"`]/g)].map((m) => m[1]!).filter((p) => known.has(p)),
  )
}

describe('the page registry', () => {
  it('declares each path once', () => {
    expect(allPaths.filter((p, i) => allPaths.indexOf(p) !== i)).toEqual([])
    const names = ALL_PAGES.map((p) => p.page)
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([])
  })

  it('has a component for every page and a page for every component', () => {
    expect(ALL_PAGES.map((p) => p.page).sort()).toEqual(Object.keys(components).sort())
  })

  it('is the route tree: every page a route, every route a page', () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }))
    const routed = Object.keys(router.routesByPath).filter((p) => p !== '__root__')
    expect(routed.sort()).toEqual([...allPaths].sort())
  })

  it('titles every page from the pages catalogue', () => {
    const missing = ALL_PAGES.filter((p) => !Object.hasOwn(pageTitles, p.title))
    expect(missing.map((p) => p.path)).toEqual([])
  })

  it('offers in the menus only paths it declares, and prefetches only pages it declares', () => {
    const names = new Set(ALL_PAGES.map((p) => p.page))
    for (const page of ALL_PAGES) {
      for (const item of page.nav ?? []) expect(pathsOf(page)).toContain(item.to ?? page.path)
      for (const next of page.prefetch?.next ?? []) expect(names).toContain(next)
    }
  })

  it('is the only list of pages', () => {
    const files = execFileSync('git', ['ls-files', 'src', 'supabase/functions'], { cwd: ROOT })
      .toString()
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .filter((f) => !isRegistry(f) && !(f in NOT_PAGE_LISTS))
    const lists = files.filter((f) => pagesNamedIn(f).size >= LIST_SIZE)
    expect(lists.filter((f) => !TO_MOVE.includes(f))).toEqual([])
    // A list moved into the registry leaves TO_MOVE too.
    expect(TO_MOVE.filter((f) => !lists.includes(f))).toEqual([])
  })
})
