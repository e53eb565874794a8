// Select options for the spec's lists (section 9) with readable labels.
import type { TFunction } from 'i18next'
import { PAY_UNITS } from '@/lib/pay-unit.ts'
import {
  EXPERIENCE_LEVELS,
  PROVINCES,
  TRADE_SPECIALTIES,
  URGENCIES,
  WORK_TYPES,
} from '@/lib/validation/index.ts'
import { JOB_SORTS } from '../search/job-search.ts'
import { provinceName } from '@/i18n/places.ts'

type T = TFunction<'jobs'>
export interface Option {
  value: string
  label: string
}

export const tradeOptions = (t: T): Option[] =>
  TRADE_SPECIALTIES.map((v) => ({ value: v, label: t(`trades.${v}`) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  )
export const provinceOptions = (): Option[] =>
  PROVINCES.map((p) => ({ value: p, label: provinceName(p) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  )
export const levelOptions = (t: T): Option[] =>
  EXPERIENCE_LEVELS.map((v) => ({ value: v, label: t(`levels.${v}`) }))
export const workTypeOptions = (t: T): Option[] =>
  WORK_TYPES.map((v) => ({ value: v, label: t(`workTypes.${v}`) }))
export const urgencyOptions = (t: T): Option[] =>
  URGENCIES.map((v) => ({ value: v, label: t(`urgencies.${v}`) }))
export const payUnitOptions = (t: T): Option[] =>
  PAY_UNITS.map((v) => ({ value: v, label: t(`payUnits.${v}`) }))
export const sortOptions = (t: T): Option[] =>
  JOB_SORTS.map((v) => ({ value: v, label: t(`sorts.${v}`) }))
