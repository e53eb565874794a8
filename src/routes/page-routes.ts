// The routes of the registry's plain pages (a path, its page, nothing to parse). Pages with search
// or params are written out in their area's route file.
import { PAGE_REGISTRY, pathsOf } from '@/lib/page-registry.ts'
import { pageRoute } from './page-route.ts'
import type { PageKey } from './pages.ts'

type Plain = Exclude<(typeof PAGE_REGISTRY)[number], { customRoute: true }>
type AliasOf<P> = P extends { aliases: readonly (infer A)[] } ? A : never
type PlainPath = Plain['path'] | AliasOf<Plain>

export const plainRoutes = PAGE_REGISTRY.flatMap((page) =>
  'customRoute' in page
    ? []
    : pathsOf(page).map((path) => pageRoute(path as PlainPath, page.page as PageKey)),
)
