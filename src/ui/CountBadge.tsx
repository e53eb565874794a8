import type { ReactNode } from 'react'
import { Indicator } from '@mantine/core'
import { badgeLabel } from '@/lib/badge.ts'

/** Wraps an icon with a count bubble that hides at zero and caps at 99+. */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  const label = badgeLabel(count)
  return (
    <Indicator
      label={label}
      disabled={label === null}
      size={18}
      color="red"
      offset={4}
      data-testid="count-badge"
    >
      {children}
    </Indicator>
  )
}
