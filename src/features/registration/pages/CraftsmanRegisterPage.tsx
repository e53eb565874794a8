import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRepositories } from '@/data/index.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { RegistrationForm } from '../components/RegistrationForm.tsx'
import { RegistrationGate } from '../components/RegistrationGate.tsx'
import { CraftsmanFields } from '../components/CraftsmanFields.tsx'
import { craftsmanFormSchema, craftsmanFormValues } from '../craftsman-form.ts'
import { useFormValues } from '../hooks/useFormValues.ts'
import type { OwnProfiles } from '../hooks/useOwnProfiles.ts'
import { useRefill } from '../hooks/useRefill.ts'
import { useRolesAfterSync } from '../hooks/useRolesAfterSync.ts'
import { saveCraftsmanRegistration } from '../save-registration.ts'
import { showSaved, showSaveFailed } from '../toasts.ts'

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
  const initial = () =>
    craftsmanFormValues({
      fullName: data.user?.full_name ?? null,
      profileImageUrl: data.user?.profile_image_url ?? null,
      craftsman: data.craftsman,
    })
  const form = useFormValues(initial)
  useRefill(form, initial, [data.user, data.craftsman])
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState(false)
  useRolesAfterSync('craftsman_profiles', userId, created)

  const submit = async () => {
    const parsed = form.check(craftsmanFormSchema)
    if (!parsed || !repos) return
    setBusy(true)
    try {
      const outcome = await saveCraftsmanRegistration(repos, userId, parsed)
      if (outcome === 'created') setCreated(true)
      // Saved: later changes from the server or another device fill the form again.
      form.reset(form.values)
      showSaved(outcome, 'craftsman')
    } catch (error) {
      showSaveFailed(error)
    } finally {
      setBusy(false)
    }
  }

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
      <CraftsmanFields form={form} />
    </RegistrationForm>
  )
}
