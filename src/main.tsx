// Bootstrap only: styles, auth start-up, render.
import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { createAppRouter, preloadPageCode } from './app/router.ts'
import { startLocalReplica } from './app/replica.ts'
import { installSupabaseAuth, registerSignOutGuard, startAuth } from './features/auth/index.ts'
import { installNotificationsSource } from './features/notifications/index.ts'
import { installRoleSession } from './features/roles/index.ts'
import { confirmSignOutWithPendingWrites } from './features/sync-status/index.ts'
import { registerServiceWorker } from './features/pwa/index.ts'
import { env } from './env.ts'

registerServiceWorker({ enabled: env.PROD || env.VITE_DEV_SW, dev: env.DEV })
// The account features subscribe before start-up so the first sign-in event reaches them all.
installSupabaseAuth()
installRoleSession()
installNotificationsSource()
registerSignOutGuard(confirmSignOutWithPendingWrites)
// The local replica opens first; sync follows the session once auth reports it.
const replicaOpening = startLocalReplica()
void startAuth()
const router = createAppRouter()
const pageCode = preloadPageCode(router, window.location.pathname)

function render(): void {
  const root = document.getElementById('root')
  if (!root) return
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  )
}

/** Longest the first render waits for the code below (all of it is precached). */
const CODE_WAIT_MS = 500

// The first render is one long task. Started once the page's code is in and the database has
// begun to open, the page renders without waiting for its chunk, and the open's IndexedDB work
// runs beside the render instead of queuing behind it.
void Promise.race([
  Promise.all([replicaOpening, pageCode]),
  new Promise((resolve) => setTimeout(resolve, CODE_WAIT_MS)),
]).then(render)
