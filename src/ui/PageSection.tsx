import { useId, type ReactNode } from 'react'
import { Stack, Title } from '@mantine/core'

/** A titled part of a page: a section landmark named by its own h2 (below the page's h1). */
export function PageSection({
  title,
  aside,
  children,
}: {
  title: string
  /** Shown after the title, in it (e.g. a count). */
  aside?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
        {aside ? <> {aside}</> : null}
      </Title>
      {children}
    </Stack>
  )
}
