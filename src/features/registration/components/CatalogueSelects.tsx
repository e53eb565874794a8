import { MultiSelect, Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PROVINCES, TRADE_SPECIALTIES } from '@/lib/validation/index.ts'
import { provinceName } from '@/i18n/places.ts'

/** The first message of a list field or of any of its entries. */
export function listError(errors: Record<string, string>, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1]
}

interface MultiProps {
  label: string
  placeholder: string
  value: string[]
  onChange: (v: string[]) => void
  error?: string
  required?: boolean
}

export function TradesSelect(props: MultiProps) {
  const { t } = useTranslation('profiles')
  const data = TRADE_SPECIALTIES.map((v) => ({ value: v, label: t(`trades.${v}`) }))
  return <MultiSelect {...props} data={data} searchable clearable hidePickedOptions />
}

/** Stored values, labelled and ordered in the reader's language. */
const provinceData = () =>
  PROVINCES.map((p) => ({ value: p, label: provinceName(p) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  )

export function ProvincesSelect(props: MultiProps) {
  return <MultiSelect {...props} data={provinceData()} searchable clearable hidePickedOptions />
}

interface SingleProps {
  label: string
  placeholder: string
  value: string
  onChange: (v: string) => void
  error?: string
  required?: boolean
}

export function ProvinceSelect({ value, onChange, ...rest }: SingleProps) {
  return (
    <Select
      {...rest}
      data={provinceData()}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      searchable
    />
  )
}
