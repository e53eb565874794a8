import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { JobFormValues } from '../rules/job-posting.ts'
import {
  levelOptions,
  provinceOptions,
  tradeOptions,
  urgencyOptions,
  workTypeOptions,
} from './options.ts'

export interface FieldProps {
  values: JobFormValues
  errors: Record<string, string>
  set: <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) => void
}

/** Title, description, trade, level, place, work type, duration and urgency. */
export function JobFormFields({ values, errors, set }: FieldProps) {
  const { t } = useTranslation('jobs')
  const select = (
    key: keyof JobFormValues,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={label}
      placeholder={t('post.select')}
      data={data}
      value={(values[key] as string) || null}
      onChange={(v) => set(key, v ?? '')}
      error={errors[key]}
      searchable
      withAsterisk
    />
  )
  return (
    <>
      <TextInput
        label={t('post.title')}
        value={values.title}
        onChange={(e) => set('title', e.currentTarget.value)}
        error={errors.title}
        withAsterisk
      />
      <Textarea
        label={t('post.description')}
        autosize
        minRows={5}
        value={values.description}
        onChange={(e) => set('description', e.currentTarget.value)}
        error={errors.description}
        withAsterisk
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {select('tradeSpecialty', t('post.tradeSpecialty'), tradeOptions(t))}
        {select('experienceLevel', t('post.experienceLevel'), levelOptions(t))}
        <TextInput
          label={t('post.locationCity')}
          value={values.locationCity}
          onChange={(e) => set('locationCity', e.currentTarget.value)}
          error={errors.locationCity}
          withAsterisk
        />
        {select('locationProvince', t('post.locationProvince'), provinceOptions())}
        {select('workType', t('post.workType'), workTypeOptions(t))}
        <TextInput
          label={t('post.duration')}
          placeholder={t('post.durationPlaceholder')}
          value={values.duration}
          onChange={(e) => set('duration', e.currentTarget.value)}
          error={errors.duration}
        />
        <Select
          label={t('post.urgency')}
          data={urgencyOptions(t)}
          value={values.urgency}
          onChange={(v) => set('urgency', v ?? 'normal')}
          error={errors.urgency}
          allowDeselect={false}
        />
      </SimpleGrid>
    </>
  )
}
