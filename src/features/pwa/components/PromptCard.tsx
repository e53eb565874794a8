import { useId, type ReactNode } from 'react'
import { Affix, Group, Paper, Stack, Text } from '@mantine/core'

interface PromptCardProps {
  title: string
  icon: ReactNode
  children: ReactNode
  actions: ReactNode
}

/** A small non-modal card at the bottom of the screen, above the mobile bottom bar. */
export function PromptCard({ title, icon, children, actions }: PromptCardProps) {
  const titleId = useId()
  return (
    <Affix position={{ bottom: 80, left: 12, right: 12 }} zIndex={300}>
      <Paper
        role="dialog"
        aria-modal={false}
        aria-labelledby={titleId}
        shadow="lg"
        radius="md"
        p="md"
        withBorder
        maw={420}
        mx="auto"
      >
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap">
            {icon}
            <Text id={titleId} fw={700}>
              {title}
            </Text>
          </Group>
          {children}
          <Group justify="flex-end" gap="xs">
            {actions}
          </Group>
        </Stack>
      </Paper>
    </Affix>
  )
}
