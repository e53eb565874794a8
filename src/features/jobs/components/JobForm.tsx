import {
  Alert,
  Button,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { PAY_UNITS } from '@/lib/pay-unit.ts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { checkForm } from '../form-errors.ts'
import {
  formInput,
  jobPostingSchema,
  type JobFormValues,
  type JobPosting,
} from '../rules/job-posting.ts'
import { JobFormFields } from './JobFormFields.tsx'

interface Props {
  initial: JobFormValues
  submitLabel: string
  onSubmit: (job: JobPosting) => Promise<void>
}

const LIST_MAX = 30

/** Every field of the spec's job form, checked with the shared rules plus pay transparency. */
export function JobForm({ initial, submitLabel, onSubmit }: Props) {
  const { t } = useTranslation('jobs')
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkForm(jobPostingSchema, formInput(values))
    setErrors(checked.errors ?? {})
    if (!checked.data) return
    setBusy(true)
    try {
      await onSubmit(checked.data)
    } finally {
      setBusy(false)
    }
  }
  const hasErrors = Object.keys(errors).length > 0
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md" maw={860}>
        <JobFormFields values={values} errors={errors} set={set} />
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('post.payTransparency')}
        </Alert>
        {/* Chosen, never assumed: the same amounts mean very different pay per unit (issue 41). */}
        <Radio.Group
          label={t('post.payUnit')}
          description={t('post.payUnitHint')}
          value={values.payUnit || null}
          onChange={(v) => set('payUnit', v)}
          error={errors.payUnit}
          withAsterisk
        >
          <Group gap="lg" mt={6}>
            {PAY_UNITS.map((unit) => (
              <Radio key={unit} value={unit} label={t(`payUnits.${unit}`)} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(['budgetMin', 'budgetMax'] as const).map((key) => (
            <TextInput
              key={key}
              label={t(`post.${key}`)}
              inputMode="numeric"
              value={values[key]}
              onChange={(e) => set(key, e.currentTarget.value)}
              error={errors[key]}
              withAsterisk
            />
          ))}
        </SimpleGrid>
        {(['requirements', 'benefits'] as const).map((key) => (
          <TagsInput
            key={key}
            label={t(`post.${key}`)}
            description={t('post.listHint')}
            value={values[key]}
            onChange={(v) => set(key, v)}
            maxTags={LIST_MAX}
            error={errors[key]}
            clearable
          />
        ))}
        <Checkbox
          label={t('post.isFeatured')}
          checked={values.isFeatured}
          onChange={(e) => set('isFeatured', e.currentTarget.checked)}
        />
        {hasErrors ? (
          <Text c="red" role="alert">
            {t('post.fixErrors')}
          </Text>
        ) : null}
        <Button type="submit" size="md" loading={busy} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  )
}
