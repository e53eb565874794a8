import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  TextInput,
} from '@mantine/core'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { activeFilterCount, NO_FILTERS, type JobSearch } from '../search/job-search.ts'
import {
  levelOptions,
  payUnitOptions,
  provinceOptions,
  sortOptions,
  tradeOptions,
  urgencyOptions,
  workTypeOptions,
} from './options.ts'

interface Props {
  search: JobSearch
  onChange: (patch: Partial<JobSearch>) => void
  /** 'page': the grid above the results (a wider screen), with its own "Clear filters".
   * 'sheet': two columns in the phone's filter sheet, whose footer holds "Clear filters". */
  layout?: 'page' | 'sheet'
}

const orUndefined = <T,>(v: T | null | '') => (v === null || v === '' ? undefined : v)
const amount = (v: string | number) => (typeof v === 'number' && v >= 0 ? Math.floor(v) : undefined)

/** Trade, province, city, level, work type, urgency, pay unit, budget, featured and sort. */
export const JobFilters = memo(function JobFilters({ search, onChange, layout = 'page' }: Props) {
  const { t } = useTranslation('jobs')
  const any = t('list.any')
  // Native selects: one element each instead of a combobox, popover and positioning per filter
  // (they were most of the page's first render), and the phone's own picker on a job site.
  const select = (
    key: keyof JobSearch,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <NativeSelect
      label={label}
      data={[{ value: '', label: any }, ...data]}
      value={(search[key] as string | undefined) ?? ''}
      onChange={(e) => onChange({ [key]: orUndefined(e.currentTarget.value) })}
    />
  )
  return (
    <SimpleGrid
      cols={layout === 'sheet' ? 2 : { base: 1, xs: 2, md: 4 }}
      spacing="sm"
      verticalSpacing="xs"
    >
      {select('trade', t('list.trade'), tradeOptions(t))}
      {select('province', t('list.province'), provinceOptions())}
      <TextInput
        label={t('list.city')}
        value={search.city ?? ''}
        onChange={(e) => onChange({ city: orUndefined(e.currentTarget.value) })}
      />
      {select('level', t('list.level'), levelOptions(t))}
      {select('type', t('list.workType'), workTypeOptions(t))}
      {select('urgency', t('list.urgency'), urgencyOptions(t))}
      {select('unit', t('list.payUnit'), payUnitOptions(t))}
      <NumberInput
        label={t('list.budgetMin')}
        min={0}
        thousandSeparator=","
        allowDecimal={false}
        value={search.budgetMin ?? ''}
        onChange={(v) => onChange({ budgetMin: amount(v) })}
      />
      <NumberInput
        label={t('list.budgetMax')}
        min={0}
        thousandSeparator=","
        allowDecimal={false}
        value={search.budgetMax ?? ''}
        onChange={(v) => onChange({ budgetMax: amount(v) })}
      />
      <NativeSelect
        label={t('list.sort')}
        data={sortOptions(t)}
        value={search.sort ?? 'newest'}
        // Which units come first when the list holds several (job-filter.ts).
        description={
          search.sort === 'budget_desc' && !search.unit ? t('list.payUnitSortHint') : undefined
        }
        onChange={(e) => {
          const v = e.currentTarget.value
          onChange({ sort: v === 'newest' ? undefined : (orUndefined(v) as JobSearch['sort']) })
        }}
      />
      <Group align="flex-end" pb={6}>
        <Checkbox
          label={t('list.featuredOnly')}
          checked={search.featured === true}
          onChange={(e) => onChange({ featured: e.currentTarget.checked ? true : undefined })}
        />
      </Group>
      {layout === 'page' && activeFilterCount(search) > 0 ? (
        <Group align="flex-end">
          <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
            {t('list.clear')}
          </Button>
        </Group>
      ) : null}
    </SimpleGrid>
  )
})
