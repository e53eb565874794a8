// The page registry (src/lib/page-registry.ts) is the one list of pages: each page once, each with
// its component, its route and its title. That no other module keeps a list of pages of its own
// is the lint rule's part (eslint/page-lists.js, tests/unit/page-lists.test.ts).
import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createAppRouter } from '@/app/router.ts'
import { navigation } from '@/i18n/en/navigation.ts'
import { pages as pageTitles } from '@/i18n/en/pages.ts'
import { ALL_PAGES, pathsOf } from '@/lib/page-registry.ts'
import { pages as components } from '@/routes/pages.ts'

const allPaths = ALL_PAGES.flatMap(pathsOf)

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

  it('gives each action, quick action and suggestion its own id, and each tip one meaning', () => {
    const ids = ALL_PAGES.flatMap((p) => [
      ...(p.actions ?? []).map((a) => a.id),
      ...(p.quick ? [p.quick.id] : []),
      ...(p.suggest ? [`suggest:${p.suggest.id}`] : []),
    ])
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
    const tips = new Map<string, unknown>()
    for (const tip of ALL_PAGES.flatMap((p) => p.tips ?? [])) {
      // A tip shown on several pages is one declaration named by each.
      expect(tips.get(tip.id) ?? tip).toBe(tip)
      tips.set(tip.id, tip)
    }
  })

  it('names only texts the catalogues have', () => {
    for (const page of ALL_PAGES) {
      for (const a of page.actions ?? []) expect(navigation.actions).toHaveProperty(a.key)
      if (page.quick) expect(navigation.quick.items).toHaveProperty(page.quick.key)
      if (page.suggest) expect(navigation.suggestions).toHaveProperty(page.suggest.key)
      for (const tip of page.tips ?? []) expect(navigation.tooltips).toHaveProperty(tip.id)
    }
  })
})
