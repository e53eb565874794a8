// The whole route tree (spec section 2, "Route list"): the registry's plain pages, and the pages
// whose routes parse a search or params.
import { accountRoutes } from './account.routes.ts'
import { businessRoutes } from './business.routes.ts'
import { communityRoutes } from './community.routes.ts'
import { plainRoutes } from './page-routes.ts'
import { publicRoutes } from './public.routes.ts'
import { rootRoute } from './root.tsx'
import { workRoutes } from './work.routes.ts'

export const routeTree = rootRoute.addChildren([
  ...plainRoutes,
  ...publicRoutes,
  ...workRoutes,
  ...communityRoutes,
  ...businessRoutes,
  ...accountRoutes,
])
