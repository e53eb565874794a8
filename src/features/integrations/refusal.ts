// A refused integrations call as a toast, in the catalogue's words (never the server's own).
import { notifications } from '@mantine/notifications'
import { i18n } from '@/i18n/index.ts'
import { serverRefusalKey } from '@/lib/server-messages.ts'

/** The catalogue's text for a server refusal, its namespace loaded first if it is a lazy one. */
export async function refusalText(message: string): Promise<string> {
  const key = serverRefusalKey(message)
  await i18n.loadNamespaces(key.split(':')[0]!)
  return i18n.t(key as never)
}

export async function showRefusal(titleKey: string, message: string): Promise<void> {
  notifications.show({
    color: 'red',
    title: i18n.t(`integrations:${titleKey}` as never),
    message: await refusalText(message),
  })
}

export function showDone(titleKey: string, message?: string): void {
  notifications.show({
    color: 'green',
    title: i18n.t(`integrations:${titleKey}` as never),
    message: message ?? '',
  })
}
