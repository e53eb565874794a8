import { Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { JobDoc } from '@/db/index.ts'
import { useLiveQuery, useRepositories } from '@/data/shell.ts'
import { applicationFormSchema } from '@/lib/validation/index.ts'
import { announceDelivery } from '../delivery-toast.ts'
import { checkForm } from '../form-errors.ts'
import { formatMoney, formatPayRange, formatRate } from '../format.ts'
import { useDeliveryWords } from '../hooks/useDeliveryWords.ts'
import { applicationRow } from '../rules/application-rules.ts'
import { quoteTotal, yearlyAsHourly } from '../rules/rate-quote.ts'

const EMPTY = {
  cover_letter: '',
  proposed_rate: '',
  relevant_experience: '',
  availability_start: '',
  portfolio_items: '',
  estimated_hours: '',
}
type Field = keyof typeof EMPTY

/** The spec's application form; saved to the replica, sent by the sync worker (offline too). */
export function ApplyForm({
  job,
  userId,
  onDone,
}: {
  job: JobDoc
  userId: string
  /** Closes the form: `true` once the application is saved, `false` on Cancel. */
  onDone: (applied: boolean) => void
}) {
  const { t } = useTranslation('jobs')
  const repos = useRepositories()
  const words = useDeliveryWords()
  const portfolio = useLiveQuery((r) => r.portfolio.byUser$(userId), [userId]).data ?? []
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }))
  // The form opens under the button that was pressed: focus goes to its first field.
  const firstField = useRef<HTMLTextAreaElement>(null)
  useEffect(() => firstField.current?.focus(), [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkForm(applicationFormSchema(), values)
    setErrors(checked.errors ?? {})
    if (!checked.data || !repos) return
    setBusy(true)
    const row = applicationRow(
      checked.data,
      { id: crypto.randomUUID(), jobId: job.id, applicantId: userId, jobOwnerId: job.owner_id },
      new Date().toISOString(),
    )
    await repos.applications.insert(row)
    setBusy(false)
    announceDelivery(repos, 'job_applications', row.id, words('apply.sent'))
    onDone(true)
  }

  const text = (field: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={values[field]}
      onChange={(e) => set(field)(e.currentTarget.value)}
      error={errors[field]}
      {...extra}
    />
  )
  const links = portfolio.filter((p) => p.url).map((p) => ({ value: p.url ?? '', label: p.title }))
  const range = formatPayRange(job, t)
  const hourlyEnds =
    job.pay_unit === 'yearly' && job.budget_min !== null && job.budget_max !== null
      ? yearlyAsHourly(job.budget_min, job.budget_max)
      : { low: 0, high: 0 }
  const total =
    job.pay_unit === 'fixed' ? quoteTotal(values.proposed_rate, values.estimated_hours) : null
  const rateHint = range
    ? t(`apply.rateHint.${job.pay_unit}`, {
        range,
        low: formatMoney(hourlyEnds.low),
        high: formatMoney(hourlyEnds.high),
      })
    : undefined
  const quote =
    total === null
      ? null
      : t('apply.quote', {
          total: formatRate(total),
          rate: formatRate(Number(values.proposed_rate)),
          hours: values.estimated_hours.trim(),
        })
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('apply.title')}>
      <Stack gap="sm">
        <Textarea
          ref={firstField}
          label={t('apply.coverLetter')}
          description={t('apply.coverLetterHint')}
          autosize
          minRows={4}
          value={values.cover_letter}
          onChange={(e) => set('cover_letter')(e.currentTarget.value)}
          error={errors.cover_letter}
          required
        />
        {text('proposed_rate', t('apply.proposedRate'), {
          inputMode: 'decimal',
          required: true,
          description: rateHint,
        })}
        <Textarea
          label={t('apply.relevantExperience')}
          autosize
          minRows={2}
          value={values.relevant_experience}
          onChange={(e) => set('relevant_experience')(e.currentTarget.value)}
          error={errors.relevant_experience}
          required
        />
        {text('availability_start', t('apply.availabilityStart'), { type: 'date', required: true })}
        {text('portfolio_items', t('apply.portfolioLink'), {
          type: 'url',
          placeholder: 'https://',
        })}
        {links.length > 0 ? (
          <Select
            label={t('apply.portfolioPick')}
            data={links}
            value={
              links.some((l) => l.value === values.portfolio_items) ? values.portfolio_items : null
            }
            onChange={(v) => set('portfolio_items')(v ?? '')}
            clearable
          />
        ) : null}
        {text('estimated_hours', t('apply.estimatedHours'), { inputMode: 'numeric' })}
        {/* Present from the start on a contract job, so screen readers hear the total change. */}
        {job.pay_unit === 'fixed' ? (
          <Text size="sm" fw={600} aria-live="polite" data-testid="rate-quote">
            {quote}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={busy}>
            {t('apply.submit')}
          </Button>
          <Button variant="default" onClick={() => onDone(false)}>
            {t('apply.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
