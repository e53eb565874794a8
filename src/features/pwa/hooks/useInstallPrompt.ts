import { useEffect, useState } from 'react'
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
  useEffect(() => {
    const timer = setTimeout(() => setReadyAt(Date.now()), INSTALL_PROMPT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  const variant = installPromptVariant({
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
