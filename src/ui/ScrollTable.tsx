import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A table that scrolls sideways when the screen is narrower than `minWidth`. The scrolling box
 * takes keyboard focus and is a named region, so someone without a mouse can scroll it too
 * (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
export function ScrollTable({
  label,
  minWidth,
  children,
}: {
  label: string
  minWidth: number
  children: ReactNode
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  )
}
