import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { COMPANY_SIZES, type CompanyFormValues } from '../company-form.ts'
import type { FormValues } from '../hooks/useFormValues.ts'
import { ProvinceSelect, TradesSelect, listError } from './CatalogueSelects.tsx'

/** Every input of /company-register; messages appear under their field. */
export function CompanyFields({ form }: { form: FormValues<CompanyFormValues> }) {
  const { t } = useTranslation('profiles')
  const { values, errors, set } = form
  const optional = ` (${t('fields.optional')})`
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.companyName')}
          autoComplete="organization"
          value={values.company_name}
          onChange={(e) => set({ company_name: e.currentTarget.value })}
          error={errors.company_name}
          required
        />
        <TextInput
          label={t('fields.businessNumber') + optional}
          placeholder="123456789RT0001"
          value={values.business_number}
          onChange={(e) => set({ business_number: e.currentTarget.value })}
          error={errors.business_number}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ProvinceSelect
          label={t('fields.province')}
          placeholder={t('fields.provincePlaceholder')}
          value={values.province}
          onChange={(province) => set({ province })}
          error={errors.province}
          required
        />
        <TextInput
          label={t('fields.city')}
          autoComplete="address-level2"
          value={values.city}
          onChange={(e) => set({ city: e.currentTarget.value })}
          error={errors.city}
          required
        />
      </SimpleGrid>
      <TradesSelect
        label={t('fields.tradesHired') + optional}
        placeholder={t('fields.tradesHiredPlaceholder')}
        value={values.trades_hired}
        onChange={(trades_hired) => set({ trades_hired })}
        error={listError(errors, 'trades_hired')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('fields.website') + optional}
          type="url"
          placeholder="https://"
          value={values.website_url}
          onChange={(e) => set({ website_url: e.currentTarget.value })}
          error={errors.website_url}
        />
        <TextInput
          label={t('fields.phone') + optional}
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => set({ phone: e.currentTarget.value })}
          error={errors.phone}
        />
        <Select
          label={t('fields.companySize') + optional}
          placeholder={t('fields.companySizePlaceholder')}
          data={[...COMPANY_SIZES]}
          value={values.company_size || null}
          onChange={(v) => set({ company_size: v ?? '' })}
          error={errors.company_size}
          clearable
        />
      </SimpleGrid>
      <Textarea
        label={t('fields.description') + optional}
        autosize
        minRows={3}
        value={values.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
        error={errors.description}
      />
    </Stack>
  )
}
