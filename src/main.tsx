// Bootstrap only: styles, auth start-up, render.
import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { createAppRouter, paintsPeekedRows, preloadPageCode } from './app/router.ts'
import { startLocalReplica } from './app/replica.ts'
import { peekedPaintSettled } from './data/index.ts'
import { installSupabaseAuth, registerSignOutGuard, startAuth } from './features/auth/index.ts'
import { installNotificationsSource } from './features/notifications/index.ts'
import { installRoleSession } from './features/roles/index.ts'
import { confirmSignOutWithPendingWrites } from './features/sync-status/index.ts'
import { registerServiceWorker } from './features/pwa/index.ts'
import { env } from './env.ts'

function clearBootRetry(): void {
  try {
    sessionStorage.removeItem('craftlink_boot_retry')
  } catch {
    // Storage blocked: index.html could not have set the mark either.
  }
}

// The entry ran: a later failure to load it may reload the page once again (index.html).
clearBootRetry()
registerServiceWorker({ enabled: env.PROD || env.VITE_DEV_SW, dev: env.DEV })
// The account features subscribe before start-up so the first sign-in event reaches them all.
installSupabaseAuth()
installRoleSession()
installNotificationsSource()
registerSignOutGuard(confirmSignOutWithPendingWrites)
const router = createAppRouter()
// The local replica opens first (after the page's peeked rows, where it paints some); sync
// follows the session once auth reports it.
void startLocalReplica(
  paintsPeekedRows(router, window.location.pathname) ? peekedPaintSettled() : undefined,
)
void startAuth()
preloadPageCode(router, window.location.pathname)

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  )
}
