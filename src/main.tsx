// Throwaway bootstrap for the pwa worktree: mounts the PWA layer so its tests can run. The real
// shell (foundation) replaces this file at merge.
import '@mantine/core/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { MantineProvider } from '@mantine/core'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '@/i18n/index.ts'
import { PwaLayer, registerServiceWorker } from '@/features/pwa/index.ts'

/* eslint-disable no-restricted-syntax -- throwaway file; the real shell reads src/env.ts */
registerServiceWorker({
  enabled: import.meta.env.PROD || import.meta.env.VITE_DEV_SW === 'true',
  dev: import.meta.env.DEV,
})
/* eslint-enable no-restricted-syntax */

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <PwaLayer />
          <main>
            <h1>CraftLink</h1>
          </main>
        </MantineProvider>
      </I18nextProvider>
    </StrictMode>,
  )
}
