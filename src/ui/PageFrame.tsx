import type { ReactNode } from 'react'
import { Container, Stack, Text, Title } from '@mantine/core'

export interface PageFrameProps {
  title: string
  description?: string
  children?: ReactNode
  /** Narrow pages (legal text) read better at a shorter line length. */
  size?: 'md' | 'lg' | 'xl'
}

/** The common frame of a page: its heading, what it is for, then its content. */
export function PageFrame({ title, description, children, size = 'lg' }: PageFrameProps) {
  return (
    <Container size={size} py="lg" component="section" aria-labelledby="page-title">
      <Stack gap="md">
        <Title order={1} id="page-title">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="lg" maw={720}>
            {description}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Container>
  )
}
