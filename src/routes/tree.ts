// The whole route tree (spec section 2, "Route list"), area by area.
import { accountRoutes } from './account.routes.ts'
import { businessRoutes } from './business.routes.ts'
import { communityRoutes } from './community.routes.ts'
import { journeyRoutes } from './journey.routes.ts'
import { learningRoutes } from './learning.routes.ts'
import { publicRoutes } from './public.routes.ts'
import { rootRoute } from './root.tsx'
import { workRoutes } from './work.routes.ts'

export const routeTree = rootRoute.addChildren([
  ...publicRoutes,
  ...workRoutes,
  ...learningRoutes,
  ...communityRoutes,
  ...journeyRoutes,
  ...businessRoutes,
  ...accountRoutes,
])
