// Saving a phone number goes to the server (profile_contacts is not replicated), beside the
// profile's offline save: without a connection the user is told that only the number waits.
import { notifications } from '@mantine/notifications'
import { saveContacts, type ContactDetails, type ContactField } from '@/backend/contacts-api.ts'
import { i18n } from '@/i18n/index.ts'

/** True when the number is saved or unchanged. */
export async function savePhone(
  userId: string,
  field: ContactField,
  value: string | null,
  current: ContactDetails | null,
): Promise<boolean> {
  if ((current?.[field] ?? null) === value) return true
  const result = await saveContacts(userId, { [field]: value }).catch((error: unknown) => ({
    ok: false as const,
    error: { message: error instanceof Error ? error.message : String(error) },
  }))
  if (!result.ok) {
    console.warn('Saving the phone number failed', result.error.message)
    notifications.show({
      color: 'yellow',
      title: i18n.t('profiles:profile.phoneNotSavedTitle'),
      message: i18n.t('profiles:profile.phoneNotSaved'),
    })
  }
  return result.ok
}
