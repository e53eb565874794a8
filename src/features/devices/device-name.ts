// A device's name as the page shows it: "Chrome on Android", or a fallback when unknown.
import type { TFunction } from 'i18next'
import { deviceLabel } from '@/lib/device-label.ts'

export function deviceName(t: TFunction<'sync'>, userAgent: string | null | undefined): string {
  const { browser, os } = deviceLabel(userAgent)
  if (browser && os) return t('devices.browserOn', { browser, os })
  return browser ?? os ?? t('devices.unknownDevice')
}
