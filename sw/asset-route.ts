// Built files under /assets/ carry a content hash in their name, so the precached copy is always
// the right answer. Chromium's Static Routing API lets the browser answer them from the precache
// without running this worker's code for each one: a load fetches dozens of modules, and the fetch
// handler would run for every one of them on a thread a slow device can ill spare.
// Browsers without the API keep using workbox's precache route.

const ASSETS_PATH_PATTERN = '/assets/*'

/** A Static Routing API rule: GET /assets/* from the precache (cache miss: network). */
export function assetRouterRule(precacheName: string) {
  return {
    condition: { urlPattern: { pathname: ASSETS_PATH_PATTERN }, requestMethod: 'GET' },
    source: { cacheName: precacheName },
  }
}

/**
 * The browser matches a router rule's cache with the request's headers, so an entry stored with
 * `Vary: Origin` (vite preview and many CDNs send it) never matches a module script's request,
 * which carries an Origin header: the file goes to the network, and offline it fails. Precached
 * files are immutable, so they are stored without Vary.
 */
export function withoutVary(response: Response): Response {
  if (!response.headers.has('Vary')) return response
  const headers = new Headers(response.headers)
  headers.delete('Vary')
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/** Rewrites entries an earlier version stored with Vary (they stay in the precache across
 * updates when their hash is unchanged, so the new version never stores them again). */
export async function dropStoredVary(cache: Cache): Promise<void> {
  for (const request of await cache.keys()) {
    const response = await cache.match(request)
    if (response?.headers.has('Vary')) await cache.put(request, withoutVary(response))
  }
}
