import { useTranslation } from 'react-i18next'
import { useRepositories } from '@/data/shell.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { CompanyFields } from '../components/CompanyFields.tsx'
import { RegistrationForm } from '../components/RegistrationForm.tsx'
import { RegistrationGate } from '../components/RegistrationGate.tsx'
import { companyFormSchema, companyFormValues } from '../company-form.ts'
import { useContacts } from '../hooks/useContacts.ts'
import { useFormValues } from '../hooks/useFormValues.ts'
import type { OwnProfiles } from '../hooks/useOwnProfiles.ts'
import { useRefill } from '../hooks/useRefill.ts'
import { useRegistrationSubmit } from '../hooks/useRegistrationSubmit.ts'
import { savePhone } from '../save-phone.ts'
import { saveCompanyRegistration } from '../save-registration.ts'

export function CompanyRegisterPage() {
  const { t } = useTranslation('pages')
  const { t: tp } = useTranslation('profiles')
  return (
    <PageFrame title={t('companyRegister.title')} description={tp('register.companyIntro')}>
      <RegistrationGate>
        {(userId, data) => <CompanyRegistration userId={userId} data={data} />}
      </RegistrationGate>
    </PageFrame>
  )
}

function CompanyRegistration({ userId, data }: { userId: string; data: OwnProfiles }) {
  const { t } = useTranslation('profiles')
  const repos = useRepositories()
  const { contacts, reload } = useContacts(userId)
  const initial = () => companyFormValues(data.company, contacts?.company_phone ?? null)
  const form = useFormValues(initial)
  useRefill(form, initial, [data.company, contacts])
  const { busy, submit } = useRegistrationSubmit({
    kind: 'company',
    collection: 'company_profiles',
    userId,
    form,
    schema: companyFormSchema,
    save: (values) =>
      repos
        ? saveCompanyRegistration(repos, userId, values).then(async (outcome) => {
            if (await savePhone(userId, 'company_phone', values.phone ?? null, contacts)) reload()
            return outcome
          })
        : null,
  })

  return (
    <RegistrationForm
      collection="company_profiles"
      userId={userId}
      exists={data.company !== null}
      busy={busy}
      hasErrors={Object.keys(form.errors).length > 0}
      submitLabel={t('register.submitCompany')}
      onSubmit={() => void submit()}
    >
      <CompanyFields form={form} />
    </RegistrationForm>
  )
}
