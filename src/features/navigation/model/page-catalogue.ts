// Every page the palette offers (each reachable by typing its name), from the page registry.
// Titles and descriptions come from the pages catalogue; only the admin pages are limited to
// admins.
import type { PageId } from '@/i18n/en/index.ts'
import { ALL_PAGES } from '@/lib/page-registry.ts'
import type { CategoryKey } from './nav-actions.ts'

export interface PageEntry {
  path: string
  page: PageId
  category: CategoryKey
  priority: number
  triggers: string[]
  adminOnly?: boolean
  /** Only useful before signing in. */
  signedOutOnly?: boolean
}

const DEFAULT_PRIORITY = 5

export const PAGES: readonly PageEntry[] = ALL_PAGES.flatMap(({ path, title, palette }) =>
  palette
    ? [
        {
          path,
          page: title as PageId,
          category: palette.category,
          priority: palette.priority ?? DEFAULT_PRIORITY,
          triggers: [...palette.triggers],
          ...(palette.adminOnly ? { adminOnly: true } : {}),
          ...(palette.signedOutOnly ? { signedOutOnly: true } : {}),
        },
      ]
    : [],
)

export function pagesFor(ctx: { signedIn: boolean; isAdmin: boolean }): PageEntry[] {
  return PAGES.filter((p) => (!p.adminOnly || ctx.isAdmin) && (!p.signedOutOnly || !ctx.signedIn))
}
