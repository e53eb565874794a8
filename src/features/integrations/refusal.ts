// A refused integrations call as a toast, in the catalogue's words (never the server's own).
import { notifications } from '@mantine/notifications'
import { i18n } from '@/i18n/index.ts'
import { addServerMessages, serverRefusalKey } from '@/lib/server-messages.ts'

// What this area's database functions refuse in their own words (supabase/migrations).
addServerMessages([
  [/^The webhook URL must start with https:/, 'integrations:webhooks.urlInvalid'],
  [/^Unknown event: /, 'integrations:errors.unknownEvent'],
  [/^Choose at least one event/, 'integrations:webhooks.eventsRequired'],
  [/^Choose at least one scope/, 'integrations:keys.scopesRequired'],
  [/^A key name of 1 to 80 characters/, 'integrations:keys.nameRequired'],
  [/^The description must be at most 200/, 'integrations:webhooks.descriptionTooLong'],
  [/^You can have at most 20 active API keys/, 'integrations:errors.tooManyKeys'],
  [/^You can have at most 10 webhooks/, 'integrations:errors.tooManyWebhooks'],
  [/^No such (webhook|delivery)$|^This key is already revoked/, 'integrations:errors.gone'],
])

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
