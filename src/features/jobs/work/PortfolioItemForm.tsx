import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { tradeOptions } from '../components/options.ts'
import { checkForm } from '../form-errors.ts'
import {
  portfolioItemSchema,
  type PortfolioItemForm,
  type PortfolioItemValues,
} from '../rules/portfolio-item.ts'

interface Props {
  initial: PortfolioItemValues
  onSave: (form: PortfolioItemForm) => Promise<void>
  onCancel: () => void
  /** The item's photos (the files feature's field), shown under the description. */
  photos?: ReactNode
}

export function PortfolioItemFormView({ initial, onSave, onCancel, photos }: Props) {
  const { t } = useTranslation(['work', 'jobs'])
  const { t: tj } = useTranslation('jobs')
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (key: keyof PortfolioItemValues, value: string) =>
    setValues((v) => ({ ...v, [key]: value }))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkForm(portfolioItemSchema, values)
    setErrors(checked.errors ?? {})
    if (checked.data) await onSave(checked.data)
  }
  const input = (
    key: keyof PortfolioItemValues,
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <TextInput
      label={label}
      value={values[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={errors[key]}
      {...extra}
    />
  )
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        {input('title', t('work:myWork.itemTitle'), { withAsterisk: true })}
        <Textarea
          label={t('work:myWork.itemDescription')}
          autosize
          minRows={2}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        {photos}
        {input('url', t('work:myWork.itemUrl'), { type: 'url', placeholder: 'https://' })}
        <Select
          label={t('work:myWork.itemTrade')}
          data={tradeOptions(tj)}
          value={values.trade || null}
          onChange={(v) => set('trade', v ?? '')}
          error={errors.trade}
          clearable
        />
        {input('completed_on', t('work:myWork.itemCompleted'), { type: 'date' })}
        <Group>
          <Button type="submit">{t('work:myWork.save')}</Button>
          <Button variant="default" onClick={onCancel}>
            {t('work:myWork.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
