import { useLayoutEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import {
  INSTALL_PROMPT_DELAY_MS,
  installPromptVariant,
  readDeviceInfo,
  type InstallVariant,
} from '../install-rules.ts'
import { dismissInstallPrompt, installState, promptNativeInstall } from '../install.store.ts'

export interface InstallPromptControls {
  variant: InstallVariant | null
  install: () => Promise<void>
  dismiss: () => void
}

export function useInstallPrompt(): InstallPromptControls {
  const snap = useSnapshot(installState)
  const [readyAt, setReadyAt] = useState<number | null>(null)
  // A layout effect runs in the same task as the commit that puts the layout on screen, so the
  // 3 s count has started by the time anything can see the page (a passive effect could run
  // later, after a clock moved on: the install-prompt spec's 7-day case failed that way).
  useLayoutEffect(() => {
    const timer = setTimeout(() => setReadyAt(Date.now()), INSTALL_PROMPT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  // Nothing shows before the delay, so the first render (also the build's prerender, which has
  // no window) does not read the device.
  const variant =
    readyAt === null
      ? null
      : installPromptVariant({
          device: readDeviceInfo(window),
          record: snap.record,
          readyAt,
          hasDeferredPrompt: snap.hasDeferredPrompt,
        })
  return {
    variant,
    install: async () => {
      await promptNativeInstall()
    },
    dismiss: () => dismissInstallPrompt(),
  }
}
