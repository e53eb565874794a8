// What a profile page shows, computed from replica rows (pure, unit tested).
import type { CompanyProfileDoc, CraftsmanProfileDoc, UserRoleDoc } from '@/db/index.ts'
import { formatLocale } from '@/i18n/formats.ts'

export interface ShownRole {
  role: string
  status: string
}

const SHOWN_STATUSES = new Set(['active', 'pending'])

/**
 * The roles a profile lists. Users replicate only their own role rows (RLS), so another member's
 * roles are what their profiles prove: a craftsman profile makes a craftsman, a company profile a
 * company. Own rows add everything active or pending (customer is implied for everyone: hidden).
 */
export function shownRoles(input: {
  roles: readonly Pick<UserRoleDoc, 'role' | 'status'>[]
  craftsman: CraftsmanProfileDoc | null
  company: CompanyProfileDoc | null
}): ShownRole[] {
  const out = new Map<string, ShownRole>()
  if (input.craftsman) out.set('craftsman', { role: 'craftsman', status: 'active' })
  if (input.company) out.set('company', { role: 'company', status: 'active' })
  for (const r of input.roles) {
    if (r.role === 'customer' || !SHOWN_STATUSES.has(r.status)) continue
    const known = out.get(r.role)
    if (!known || known.status !== 'active') out.set(r.role, { role: r.role, status: r.status })
  }
  return [...out.values()].sort((a, b) => a.role.localeCompare(b.role))
}

/** "2026-11-21T..." as a date in the reader's locale, or the raw text when unparseable. */
export function formatDate(value: string | null | undefined, locale = formatLocale()): string {
  if (!value) return ''
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const date = ymd ? new Date(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3])) : new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' })
}
