import { useTranslation } from 'react-i18next'
import { useRepositories } from '@/data/shell.ts'
import { ProfilePhotoEditor, saveProfilePhoto } from '@/features/files/index.ts'
import { avatarInitials } from '@/lib/initials.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { RegistrationForm } from '../components/RegistrationForm.tsx'
import { RegistrationGate } from '../components/RegistrationGate.tsx'
import { CraftsmanFields } from '../components/CraftsmanFields.tsx'
import { craftsmanFormSchema, craftsmanFormValues } from '../craftsman-form.ts'
import { useContacts } from '../hooks/useContacts.ts'
import { useFormValues } from '../hooks/useFormValues.ts'
import type { OwnProfiles } from '../hooks/useOwnProfiles.ts'
import { useRefill } from '../hooks/useRefill.ts'
import { useRegistrationSubmit } from '../hooks/useRegistrationSubmit.ts'
import { savePhone } from '../save-phone.ts'
import { saveCraftsmanRegistration } from '../save-registration.ts'

export function CraftsmanRegisterPage() {
  const { t } = useTranslation('pages')
  const { t: tp } = useTranslation('profiles')
  return (
    <PageFrame title={t('craftsmanRegister.title')} description={tp('register.craftsmanIntro')}>
      <RegistrationGate>
        {(userId, data) => <CraftsmanRegistration userId={userId} data={data} />}
      </RegistrationGate>
    </PageFrame>
  )
}

function CraftsmanRegistration({ userId, data }: { userId: string; data: OwnProfiles }) {
  const { t } = useTranslation('profiles')
  const repos = useRepositories()
  const { contacts, reload } = useContacts(userId)
  const initial = () =>
    craftsmanFormValues({
      fullName: data.user?.full_name ?? null,
      profileImageUrl: data.user?.profile_image_url ?? null,
      craftsman: data.craftsman,
      phone: contacts?.craftsman_phone ?? null,
    })
  const form = useFormValues(initial)
  useRefill(form, initial, [data.user, data.craftsman, contacts])
  const { busy, submit } = useRegistrationSubmit({
    kind: 'craftsman',
    collection: 'craftsman_profiles',
    userId,
    form,
    schema: craftsmanFormSchema,
    save: (values) =>
      repos
        ? saveCraftsmanRegistration(repos, userId, values).then(async (outcome) => {
            if (await savePhone(userId, 'craftsman_phone', values.phone ?? null, contacts)) reload()
            return outcome
          })
        : null,
  })

  return (
    <RegistrationForm
      collection="craftsman_profiles"
      userId={userId}
      exists={data.craftsman !== null}
      busy={busy}
      hasErrors={Object.keys(form.errors).length > 0}
      submitLabel={t('register.submitCraftsman')}
      onSubmit={() => void submit()}
    >
      <CraftsmanFields
        form={form}
        photo={
          data.user && repos ? (
            <ProfilePhotoEditor
              owner={userId}
              kind="avatar"
              path={data.user.avatar_path}
              fallbackUrl={data.user.profile_image_url}
              initials={avatarInitials(data.user.full_name, null)}
              alt={t('profile.avatarAlt', { name: data.user.full_name ?? t('profile.noName') })}
              onChange={async (path) => {
                // The saved photo replaces any link, so the form must not write the link back.
                if (data.user) await saveProfilePhoto(repos, data.user, path)
                form.set({ profile_image_url: '' })
              }}
            />
          ) : undefined
        }
      />
    </RegistrationForm>
  )
}
