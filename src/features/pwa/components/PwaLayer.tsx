import { useEffect } from 'react'
import { afterMount } from '@/lib/after-mount.tsx'
import { startConnectivityMonitor } from '../connectivity-monitor.ts'
import { captureInstallEvents } from '../install.store.ts'
import { OfflineBanner } from './OfflineBanner.tsx'

// Neither prompt can show before the page works (the install offer waits 3 s, an update needs
// the service worker), so their code follows the page.
const Prompts = afterMount('install and update prompts', () =>
  import('./Prompts.tsx').then((m) => m.Prompts),
)

/**
 * The installable-app layer: the offline banner (rendered in place, mount it under the header)
 * and the install and update prompts. The install event is captured at once: the browser may
 * fire it before the prompts' code has arrived.
 */
export function PwaLayer() {
  useEffect(() => {
    captureInstallEvents()
    return startConnectivityMonitor()
  }, [])
  return (
    <>
      <OfflineBanner />
      <Prompts />
    </>
  )
}
