// Toasts of the automation page: the server's answer, in the catalogue's words.
import { notifications } from '@mantine/notifications'
import { i18n } from '@/i18n/index.ts'
import { addServerMessages, serverRefusalKey } from '@/lib/server-messages.ts'

// What this area's database functions refuse in their own words (supabase/migrations).
addServerMessages([
  [/^A name of 1 to 80 characters is required/, 'automation:errors.nameRequired'],
  [/^A title of 1 to 120 characters is required/, 'automation:errors.titleRequired'],
  [/^A message of 1 to 500 characters is required/, 'automation:errors.messageRequired'],
  [/^Unknown condition field for this event/, 'automation:errors.unknownField'],
  [/^Unknown comparison for /, 'automation:errors.unknownComparison'],
  [/^The condition on .* needs a value/, 'automation:errors.valueRequired'],
  [/^Compare .* with a number/, 'automation:errors.numberRequired'],
  [/^Unknown value for /, 'automation:errors.unknownValue'],
  [/^A rule has at most 10 conditions/, 'automation:errors.tooManyConditions'],
  [/^Choose at least one action/, 'automation:errors.actionRequired'],
  [/^A rule has at most 5 actions/, 'automation:errors.tooManyActions'],
  [/^This event does not offer the action/, 'automation:errors.actionNotOffered'],
  [/^Notifying the team needs a rule/, 'automation:errors.teamNeedsOrganization'],
  [/^A rule can only mark an application/, 'automation:errors.statusInvalid'],
  [/^You can have at most 25 rules/, 'automation:errors.tooManyRules'],
  [/^No such rule$/, 'automation:errors.gone'],
  [/^Unknown event: /, 'automation:errors.unknownEvent'],
])

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
