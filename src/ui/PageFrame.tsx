import type { ReactNode } from 'react'
import { Container, Stack, Text, Title } from '@mantine/core'

export interface PageFrameProps {
  title: string
  description?: string
  children?: ReactNode
  /** 'reading' keeps long text (policies, help) at a comfortable line length. */
  width?: 'full' | 'reading'
}

/** The common frame of a page: its heading, what it is for, then its content. */
export function PageFrame({ title, description, children, width = 'full' }: PageFrameProps) {
  return (
    <Container size="xl" w="100%" py="lg" component="section" aria-labelledby="page-title">
      <Stack gap="md" maw={width === 'reading' ? 760 : undefined}>
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
