// The header's menu structure (spec section 2, "Header and navigation"), from the page registry.
// Labels are catalogue keys under shell:nav.items; desktop dropdowns and the mobile side menu both
// render this.
import type { LinkProps } from '@tanstack/react-router'
import { ALL_PAGES, type NavGroupKey } from '@/lib/page-registry.ts'

export type AppPath = NonNullable<LinkProps['to']>

export interface NavItem {
  key: string
  to: AppPath
}

export interface NavGroup {
  key: NavGroupKey
  items: NavItem[]
}

function group(key: NavGroupKey): NavGroup {
  const items = ALL_PAGES.flatMap((page) =>
    (page.nav ?? [])
      .filter((n) => n.group === key)
      .map((n) => ({ order: n.order, key: n.label, to: (n.to ?? page.path) as AppPath })),
  )
  items.sort((a, b) => a.order - b.order)
  return { key, items: items.map(({ key, to }) => ({ key, to })) }
}

export const SIGNED_IN_GROUPS: readonly NavGroup[] = (
  ['jobs', 'learning', 'community', 'journey', 'business', 'enterprise'] as const
).map(group)

/** Shown only to users holding admin among their active roles. */
export const ADMIN_GROUP: NavGroup = group('admin')

export function navGroupsFor(signedIn: boolean, admin: boolean): NavGroup[] {
  if (!signedIn) return []
  return admin ? [...SIGNED_IN_GROUPS, ADMIN_GROUP] : [...SIGNED_IN_GROUPS]
}
