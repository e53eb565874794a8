// A refused integrations call as a toast, in the catalogue's words (never the server's own).
import { notifications } from '@mantine/notifications'
import { i18n } from '@/i18n/index.ts'
import { serverRefusalKey } from '@/lib/server-messages.ts'

export function refusalText(message: string): string {
  return i18n.t(serverRefusalKey(message) as never)
}

export function showRefusal(titleKey: string, message: string): void {
  notifications.show({
    color: 'red',
    title: i18n.t(`integrations:${titleKey}` as never),
    message: refusalText(message),
  })
}

export function showDone(titleKey: string, message?: string): void {
  notifications.show({
    color: 'green',
    title: i18n.t(`integrations:${titleKey}` as never),
    message: message ?? '',
  })
}
