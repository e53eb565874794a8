/// <reference lib="webworker" />
// CraftLink service worker: the whole app is precached so it starts with no signal; updates wait
// until the user chooses Reload (see src/features/pwa/sw-registration.ts).
import { cacheNames, clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import {
  IMAGE_CACHE,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
  SHELL_URL,
  isCacheableImage,
  isShellNavigation,
  isSkipWaitingMessage,
} from './sw-rules.ts'
import { assetRouterRule, dropStoredVary, withoutVary } from './asset-route.ts'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

/** Chromium's Static Routing API (not in TypeScript's WebWorker lib yet). */
type InstallWithRoutes = ExtendableEvent & { addRoutes?: (rules: unknown) => Promise<void> }

// See asset-route.ts. A refused rule must not fail the install: the precache route still answers.
self.addEventListener('install', (event) => {
  const routes = (event as InstallWithRoutes).addRoutes?.(assetRouterRule(cacheNames.precache))
  event.waitUntil(
    Promise.all([
      routes?.catch(() => undefined),
      caches.open(cacheNames.precache).then(dropStoredVary),
    ]),
  )
})
addPlugins([{ cacheWillUpdate: async ({ response }) => withoutVary(response) }])

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// App routes are rendered client-side: every navigation gets the precached shell, so the app
// opens offline and an open page never mixes files of two versions.
const shell = createHandlerBoundToURL(SHELL_URL)
registerRoute(
  ({ request, url }) => isShellNavigation(request.mode, url, self.location.origin),
  shell,
)

registerRoute(
  ({ request, url }) => isCacheableImage(request.destination, url),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: IMAGE_CACHE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

// A new version waits; the page asks for it only when the user clicks Reload.
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting()
})

// On the very first install, take control at once so the first visit already works offline.
clientsClaim()
