// Find Jobs filters and sort as URL search params (zod-parsed), so a search can be shared or
// bookmarked. Only non-default values reach the URL; anything malformed is dropped. zod/mini:
// the jobs route parses it from the entry (see src/routes/search-schemas.ts).
import * as z from 'zod/mini'
import { PAY_UNITS } from '@/lib/pay-unit.ts'
import {
  EXPERIENCE_LEVELS,
  PROVINCES,
  TRADE_SPECIALTIES,
  URGENCIES,
  WORK_TYPES,
} from '@/lib/validation/catalogues.ts'

export const JOB_SORTS = ['newest', 'budget_desc', 'urgent_first'] as const
export type JobSort = (typeof JOB_SORTS)[number]

/** Dropped (undefined) when malformed. */
const dropped = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

const optionalText = (max: number) =>
  dropped(
    z.pipe(
      z.string(),
      z.transform((s) => s.trim().slice(0, max) || undefined),
    ),
  )

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  dropped(z.enum(values))

const optionalAmount = dropped(z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number)))

export const jobSearchSchema = z.object({
  q: optionalText(100),
  trade: optionalEnum(TRADE_SPECIALTIES),
  province: optionalEnum(PROVINCES),
  city: optionalText(100),
  level: optionalEnum(EXPERIENCE_LEVELS),
  type: optionalEnum(WORK_TYPES),
  urgency: optionalEnum(URGENCIES),
  /** What the pay range is per (issue 41); the amounts below compare in each job's own unit. */
  unit: optionalEnum(PAY_UNITS),
  /** Jobs whose range reaches at least this much. */
  budgetMin: optionalAmount,
  /** Jobs whose range starts at or below this. */
  budgetMax: optionalAmount,
  // The router writes `true`; shared links may carry `1`.
  featured: dropped(
    z.pipe(
      z.enum(['1', 'true']),
      z.transform(() => true as const),
    ),
  ),
  sort: optionalEnum(JOB_SORTS),
})

export type JobSearch = z.output<typeof jobSearchSchema>

/** Parses the router's plain-string search record (unknown keys are ignored). */
export function parseJobSearch(raw: Record<string, unknown>): JobSearch {
  const clean: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' || typeof value === 'number') clean[key] = String(value)
  }
  return jobSearchSchema.parse(clean)
}

/** The URL form of a search: strings only, defaults and blanks left out. */
export function jobSearchToParams(search: JobSearch): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === '') continue
    if (key === 'sort' && value === 'newest') continue
    out[key] = String(value)
  }
  return out
}

/** The search as the router should store it: no blanks, no default sort. */
export function cleanJobSearch(search: JobSearch): JobSearch {
  return parseJobSearch(jobSearchToParams(search))
}

/** Number of filters in use (the sort is not a filter). */
export function activeFilterCount(search: JobSearch): number {
  return Object.entries(search).filter(
    ([key, v]) => key !== 'sort' && key !== 'q' && v !== undefined,
  ).length
}

/** The patch that clears every filter and keeps the search text and the sort ("Clear filters").
 * Typed over the schema's keys: a filter added there must be added here too. */
export const NO_FILTERS: Record<Exclude<keyof JobSearch, 'q' | 'sort'>, undefined> = {
  trade: undefined,
  province: undefined,
  city: undefined,
  level: undefined,
  type: undefined,
  urgency: undefined,
  unit: undefined,
  budgetMin: undefined,
  budgetMax: undefined,
  featured: undefined,
}
