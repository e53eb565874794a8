// What the app shell needs from the routes layer.
export { routeTree } from './tree.ts'
export { pages, type PageKey } from './pages.ts'
export { PATH_TITLES, titleIdOf } from './titles.ts'
