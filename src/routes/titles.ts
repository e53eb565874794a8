// Friendly titles of known paths (breadcrumbs and the document title), from the page registry.
import type { PageId } from '@/i18n/en/index.ts'
import { ALL_PAGES, pathsOf } from '@/lib/page-registry.ts'

const isIdPath = (path: string) => path.includes('$')

export const PATH_TITLES: Readonly<Record<string, PageId>> = Object.fromEntries(
  ALL_PAGES.filter((p) => !isIdPath(p.path)).flatMap((p) =>
    pathsOf(p).map((path) => [path, p.title as PageId]),
  ),
)

/** Pages whose path ends in an id: named by their kind until the page names what it shows. */
const ID_PAGE_TITLES: ReadonlyArray<readonly [RegExp, PageId]> = ALL_PAGES.filter((p) =>
  isIdPath(p.path),
).map((p) => [new RegExp(`^${p.path.replace(/\$\w+/g, '[^/]+')}$`), p.title as PageId] as const)

export function titleIdOf(path: string): PageId | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (Object.hasOwn(PATH_TITLES, trimmed)) return PATH_TITLES[trimmed] ?? null
  return ID_PAGE_TITLES.find(([pattern]) => pattern.test(trimmed))?.[1] ?? null
}
