import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PERSONAL } from '../forms.ts'
import type { OrganizationRow } from '../integration-rows.ts'

/** Personal, or one of the person's organizations; hidden when they belong to none. */
export function OwnerSelect({
  organizations,
  value,
  onChange,
}: {
  organizations: OrganizationRow[]
  value: string
  onChange(value: string): void
}) {
  const { t } = useTranslation('integrations')
  if (organizations.length === 0) return null
  return (
    <Select
      label={t('belongsTo')}
      description={t('belongsToHelp')}
      data={[
        { value: PERSONAL, label: t('personal') },
        ...organizations.map((o) => ({ value: o.id, label: o.name })),
      ]}
      value={value}
      onChange={(v) => onChange(v ?? PERSONAL)}
      allowDeselect={false}
    />
  )
}
