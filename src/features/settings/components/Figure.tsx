import type { ReactNode } from 'react'
import { Text } from '@mantine/core'

/** A labelled value of the device section (storage used, persistence, waiting changes). */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  )
}
