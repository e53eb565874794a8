// Bootstrap only: styles, auth start-up, render.
import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { createAppRouter, paintsPeekedRows, preloadPageCode } from './app/router.ts'
import { whenSignedIn } from './app/when-signed-in.ts'
import { keepTypedText, pressHeldButton, sendHeldSubmit } from './app/typed-before-hydration.ts'
import { isOnline, loadPhases, onOnlineChange, paintShellWithPage } from './data/shell.ts'
import { installSupabaseAuth, startAuth } from './features/auth/index.ts'
import { allowPrerenderedPage } from './features/crawler/index.ts'
import { registerServiceWorker } from './features/pwa/index.ts'
import { env } from './env.ts'
import { startLanguage } from './i18n/index.ts'
import { keepLoading } from './lib/keep-loading.ts'

function clearBootRetry(): void {
  try {
    sessionStorage.removeItem('craftlink_boot_retry')
  } catch {
    // Storage blocked: index.html could not have set the mark either.
  }
}

/** React rendered the page again instead of keeping the prerendered HTML (it still works). */
function reportHydrationError(error: unknown): void {
  console.warn('The prerendered page did not match its first render', error)
}

// The entry ran: a later failure to load it may reload the page once again (index.html).
clearBootRetry()
registerServiceWorker({ enabled: env.PROD || env.VITE_DEV_SW, dev: env.DEV })
installSupabaseAuth()
const root = document.getElementById('root')
// A public page prerendered at build time for a visitor (index.html's script emptied it for
// anyone else): the app takes over the HTML the visitor may already be reading.
const prerendered = root?.dataset['prerendered'] !== undefined
const router = createAppRouter(undefined, { keepLoadScroll: prerendered })
void startAuth()
// A member's code (replica, sync, roles, notifications, the header's member controls) loads once
// someone is signed in; the replica opens after the page's peeked rows, where it paints some.
// The returned promise settles after the first try: a failed one lets the page render without
// the member's parts, which arrive when a later try succeeds.
const member = whenSignedIn(
  () =>
    new Promise<void>((firstTryDone) => {
      keepLoading(() => import('./app/member.ts'), {
        what: "A member's code",
        onFailure: firstTryDone,
        network: { isOnline, onOnlineChange },
      })
        .then((m) =>
          m.installMember(
            paintsPeekedRows(router, window.location.pathname)
              ? loadPhases.peekedRows.reached()
              : undefined,
          ),
        )
        .catch((error: unknown) => console.error("A member's start-up failed", error))
        .finally(firstTryDone)
    }),
)
preloadPageCode(router, window.location.pathname)
// The first render speaks the device's language (the French catalogue loads first if needed;
// index.html's script never keeps an English prerendered page for a French one), and a member's
// first render has the member's code.
await Promise.all([startLanguage(), member])

const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
)
if (root && prerendered) {
  // The page's code loads first, so the first render matches the HTML.
  allowPrerenderedPage()
  paintShellWithPage()
  // As TanStack Start's client does on hydration: routes render without the client-only
  // Suspense wrappers the server's render had none of.
  router.ssr = { manifest: undefined }
  await router.load()
  const restoreTypedText = keepTypedText(root)
  // A transition: React hydrates in slices and yields to the browser between them, so a tap
  // during start-up is not held behind the whole page's hydration.
  startTransition(() => {
    hydrateRoot(root, app, { onRecoverableError: reportHydrationError })
  })
  // The page is the app's now: forms submit through it (index.html held them back until here).
  void loadPhases.firstContent.reached().then(() => {
    restoreTypedText()
    root.removeAttribute('data-prerendered')
    sendHeldSubmit(root)
    pressHeldButton(root)
  })
} else if (root) {
  createRoot(root).render(app)
}
