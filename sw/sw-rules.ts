// Pure request rules of the service worker, kept apart from sw.ts so they can be unit-tested.

/** Supabase endpoints and dev-only tools: never answered with the app shell, never cached. */
const BACKEND_PATH = /^\/(rest|auth|functions|realtime|storage|_dev)\//

/** Storage URLs that carry a user's private file or a signed token. */
const PRIVATE_STORAGE_PATH = /\/storage\/v1\/(object|render\/image)\/(authenticated|sign)\//

export const SHELL_URL = '/index.html'
export const IMAGE_CACHE = 'craftlink-images'
export const IMAGE_CACHE_MAX_ENTRIES = 150
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

export function isBackendPath(pathname: string): boolean {
  return BACKEND_PATH.test(pathname)
}

/** Page navigations inside the app that the cached shell (index.html) can serve. */
export function isShellNavigation(mode: string, url: URL, appOrigin: string): boolean {
  if (mode !== 'navigate' || url.origin !== appOrigin) return false
  if (isBackendPath(url.pathname)) return false
  // A path with a file extension is a file (e.g. /icons/icon-192.png), not an app route.
  const lastSegment = url.pathname.split('/').pop() ?? ''
  return !lastSegment.includes('.')
}

/** Images worth keeping for offline use: public ones only, never per-user signed URLs. */
export function isCacheableImage(destination: string, url: URL): boolean {
  if (destination !== 'image') return false
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  if (isBackendPath(url.pathname) && !url.pathname.startsWith('/storage/v1/object/public/')) {
    return false
  }
  if (PRIVATE_STORAGE_PATH.test(url.pathname)) return false
  return !url.searchParams.has('token')
}

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING'
}
