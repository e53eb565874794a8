// Toasts of the group administration page: the server's answer, in the catalogue's words.
import { notifications } from '@mantine/notifications'
import { i18n } from '@/i18n/index.ts'
import { addServerMessages, serverRefusalKey } from '@/lib/server-messages.ts'

// What this area's database functions refuse in their own words (supabase/migrations).
addServerMessages([
  [/^Only this organization's administrators can do this/, 'groupAdmin:errors.notManager'],
  [/^The owner's roles in the organization cannot be changed/, 'groupAdmin:errors.ownerRoles'],
  [/^Only the owner can change who administers/, 'groupAdmin:errors.ownerOnly'],
  [/^This person is not a member of the organization/, 'groupAdmin:errors.notMember'],
  [/^This person already holds the role in the organization/, 'groupAdmin:errors.alreadyHeld'],
  [/^An administrator suspended this role/, 'groupAdmin:errors.suspended'],
  [/^Organizations cannot give the role/, 'groupAdmin:errors.platformRole'],
  [/^You cannot revoke your own role here/, 'groupAdmin:errors.ownRole'],
  [/^No such join request$/, 'groupAdmin:errors.gone'],
])

export async function showRefusal(titleKey: string, message: string): Promise<void> {
  const key = serverRefusalKey(message)
  await i18n.loadNamespaces(key.split(':')[0]!)
  notifications.show({
    color: 'red',
    title: i18n.t(`groupAdmin:${titleKey}` as never),
    message: i18n.t(key as never),
  })
}

export function showDone(titleKey: string, message: string): void {
  notifications.show({ color: 'green', title: i18n.t(`groupAdmin:${titleKey}` as never), message })
}
