import { useId, type ReactNode } from 'react'
import { Stack, Title } from '@mantine/core'

/** A titled part of a page: a section landmark named by its own heading (an h2 below the page's h1). */
export function PageSection({
  title,
  aside,
  level = 2,
  children,
}: {
  title: string
  /** 3 inside a dialog or drawer, whose own title is the h2. */
  level?: 2 | 3
  /** Shown after the title, in it (e.g. a count). */
  aside?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={level} size={level === 2 ? 'h3' : 'h4'} id={id}>
        {title}
        {aside ? <> {aside}</> : null}
      </Title>
      {children}
    </Stack>
  )
}
