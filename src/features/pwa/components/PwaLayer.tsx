import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { startConnectivityMonitor } from '../connectivity-monitor.ts'
import { captureInstallEvents } from '../install.store.ts'
import { updateState } from '../sw-registration.ts'
import { InstallPrompt } from './InstallPrompt.tsx'
import { OfflineBanner } from './OfflineBanner.tsx'
import { UpdatePrompt } from './UpdatePrompt.tsx'

/**
 * The installable-app layer: the offline banner (rendered in place, mount it under the header)
 * and the install and update prompts (fixed at the bottom of the screen).
 */
export function PwaLayer() {
  const { available: updateAvailable } = useSnapshot(updateState)
  useEffect(() => {
    captureInstallEvents()
    return startConnectivityMonitor()
  }, [])
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
      {/* One card at a time: the update matters more and both sit in the same place. */}
      {!updateAvailable && <InstallPrompt />}
    </>
  )
}
