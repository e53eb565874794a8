// Toasts of the automation page: the server's answer, in the catalogue's words.
import { notifications } from '@mantine/notifications'
import { i18n } from '@/i18n/index.ts'
import { serverRefusalKey } from '@/lib/server-messages.ts'

export async function showRefusal(titleKey: string, message: string): Promise<void> {
  const key = serverRefusalKey(message)
  await i18n.loadNamespaces(key.split(':')[0]!)
  notifications.show({
    color: 'red',
    title: i18n.t(`automation:${titleKey}` as never),
    message: i18n.t(key as never),
  })
}

export function showDone(titleKey: string): void {
  notifications.show({
    color: 'green',
    title: i18n.t(`automation:${titleKey}` as never),
    message: '',
  })
}
