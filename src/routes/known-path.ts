// Whether a path is one of our routes exactly. The router's own lookup is fuzzy (it answers
// /admin for /admin/unknown), but unknown paths must show the not-found page to everyone.
import type { AnyRouter } from '@tanstack/react-router'

function safeDecode(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

export function isKnownPath(router: AnyRouter, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const [, params, route] = router.getMatchedRoutes(path)
  if (!route) return false
  const full = route.fullPath.replace(/\$(\w+)/g, (_: string, name: string) => params[name] ?? '')
  const normalisedFull = full.length > 1 ? full.replace(/\/+$/, '') : full
  return safeDecode(normalisedFull) === safeDecode(path)
}
