import { useState } from 'react'
import { Button, Group, Paper, Stack, TextInput, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import type { ContactDetails } from '@/backend/contacts-api.ts'
import type { UserProfileDoc } from '@/db/index.ts'
import { useRepositories } from '@/data/shell.ts'
import { ProfilePhotoEditor, saveProfilePhoto } from '@/features/files/index.ts'
import { DocSyncBadge } from '@/features/sync-status/index.ts'
import { avatarInitials } from '@/lib/initials.ts'
import { changedFields, savePhone, useFormValues } from '@/features/registration/index.ts'
import { profileFormSchema, profileFormValues, profilePatch } from '../profile-form.ts'
import { localErrorKey } from '@/lib/local-errors.ts'

interface Props {
  userId: string
  user: UserProfileDoc
  /** The user's contact details as the server has them (null when not read). */
  contacts: ContactDetails | null
  onPhoneSaved: () => void
  onDone: () => void
}

/** Edit in place: saved to the replica at once (works offline), synced by the worker; the phone
 * goes to the server. */
export function ProfileEditForm({ userId, user, contacts, onPhoneSaved, onDone }: Props) {
  const { t } = useTranslation('profiles')
  const repos = useRepositories()
  const form = useFormValues(() => profileFormValues(user, contacts?.phone ?? null))
  const [busy, setBusy] = useState(false)
  const { values, errors, set } = form
  const setPhoto = async (path: string | null) => {
    if (repos) await saveProfilePhoto(repos, user, path)
  }

  const save = async () => {
    const parsed = form.check(profileFormSchema)
    if (!parsed || !repos) return
    setBusy(true)
    try {
      const changed = changedFields(user, profilePatch(parsed))
      if (Object.keys(changed).length > 0) await repos.userProfiles.patch(userId, changed)
      if (await savePhone(userId, 'phone', parsed.phone ?? null, contacts)) onPhoneSaved()
      notifications.show({
        color: 'green',
        title: t('profile.savedTitle'),
        message: t('profile.savedMessage'),
      })
      onDone()
    } catch (error) {
      console.warn('Saving the profile on this device failed', error)
      notifications.show({
        color: 'red',
        title: t('register.saveFailedTitle'),
        message: t('register.saveFailed', { message: t(localErrorKey(error) as never) }),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <Stack>
          <Group justify="space-between" align="flex-start">
            <ProfilePhotoEditor
              owner={userId}
              kind="avatar"
              path={user.avatar_path}
              fallbackUrl={user.profile_image_url}
              initials={avatarInitials(user.full_name, null)}
              alt={t('profile.avatarAlt', { name: user.full_name ?? t('profile.noName') })}
              onChange={setPhoto}
            />
            <DocSyncBadge collection="user_profiles" docId={userId} />
          </Group>
          <TextInput
            label={t('fields.fullName')}
            autoComplete="name"
            value={values.full_name}
            onChange={(e) => set({ full_name: e.currentTarget.value })}
            error={errors.full_name}
            required
          />
          <TextInput
            label={`${t('fields.phone')} (${t('fields.optional')})`}
            type="tel"
            value={values.phone}
            onChange={(e) => set({ phone: e.currentTarget.value })}
            error={errors.phone}
          />
          <Textarea
            label={`${t('fields.bio')} (${t('fields.optional')})`}
            autosize
            minRows={3}
            value={values.bio}
            onChange={(e) => set({ bio: e.currentTarget.value })}
            error={errors.bio}
          />
          <Group>
            <Button type="submit" loading={busy}>
              {t('profile.save')}
            </Button>
            <Button variant="default" onClick={onDone} disabled={busy}>
              {t('profile.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
