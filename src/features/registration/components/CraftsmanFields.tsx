import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EXPERIENCE_LEVELS } from '@/lib/validation/index.ts'
import type { CraftsmanFormValues } from '../craftsman-form.ts'
import type { FormValues } from '../hooks/useFormValues.ts'
import { ProvincesSelect, TradesSelect, listError } from './CatalogueSelects.tsx'
import { CertificationsInput } from './CertificationsInput.tsx'

/**
 * Every input of /craftsman-register; messages appear under their field. `photo` is the upload
 * of a profile photo where the profile is on the device (a link can be given otherwise).
 */
export function CraftsmanFields({
  form,
  photo,
}: {
  form: FormValues<CraftsmanFormValues>
  photo?: ReactNode
}) {
  const { t } = useTranslation('profiles')
  const { values, errors, set } = form
  const optional = ` (${t('fields.optional')})`
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.fullName')}
          autoComplete="name"
          value={values.full_name}
          onChange={(e) => set({ full_name: e.currentTarget.value })}
          error={errors.full_name}
          required
        />
        <TextInput
          label={t('fields.phone') + optional}
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => set({ phone: e.currentTarget.value })}
          error={errors.phone}
        />
      </SimpleGrid>
      <TradesSelect
        label={t('fields.trades')}
        placeholder={t('fields.tradesPlaceholder')}
        value={values.trades}
        onChange={(trades) => set({ trades })}
        error={listError(errors, 'trades')}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('fields.experienceLevel')}
          placeholder={t('fields.experiencePlaceholder')}
          data={EXPERIENCE_LEVELS.map((v) => ({ value: v, label: t(`levels.${v}`) }))}
          value={values.experience_level || null}
          onChange={(v) => set({ experience_level: v ?? '' })}
          error={errors.experience_level}
          required
        />
        <TextInput
          label={t('fields.yearsExperience')}
          inputMode="numeric"
          value={values.years_experience}
          onChange={(e) => set({ years_experience: e.currentTarget.value })}
          error={errors.years_experience}
          required
        />
        <TextInput
          label={t('fields.hourlyRate') + optional}
          inputMode="decimal"
          value={values.hourly_rate}
          onChange={(e) => set({ hourly_rate: e.currentTarget.value })}
          error={errors.hourly_rate}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ProvincesSelect
          label={t('fields.serviceProvinces') + optional}
          placeholder={t('fields.serviceProvincesPlaceholder')}
          value={values.service_provinces}
          onChange={(service_provinces) => set({ service_provinces })}
          error={listError(errors, 'service_provinces')}
        />
        <TextInput
          label={t('fields.city') + optional}
          autoComplete="address-level2"
          value={values.city}
          onChange={(e) => set({ city: e.currentTarget.value })}
          error={errors.city}
        />
      </SimpleGrid>
      <CertificationsInput
        value={values.certifications}
        onChange={(certifications) => set({ certifications })}
        errors={errors}
      />
      <Textarea
        label={t('fields.bio') + optional}
        description={t('fields.bioHint')}
        autosize
        minRows={3}
        value={values.bio}
        onChange={(e) => set({ bio: e.currentTarget.value })}
        error={errors.bio}
      />
      {photo ?? (
        <TextInput
          label={t('fields.photoUrl') + optional}
          type="url"
          placeholder="https://"
          value={values.profile_image_url}
          onChange={(e) => set({ profile_image_url: e.currentTarget.value })}
          error={errors.profile_image_url}
        />
      )}
    </Stack>
  )
}
