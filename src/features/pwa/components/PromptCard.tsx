import { useId, type ReactNode } from 'react'
import { Affix, Group, Paper, Stack, Text } from '@mantine/core'
import classes from './PromptCard.module.css'

interface PromptCardProps {
  title: string
  icon: ReactNode
  children: ReactNode
  actions: ReactNode
}

/**
 * A small non-modal card at the bottom of the screen, above the mobile bottom bar. Below modals
 * (Mantine's start at 200), so an open side menu or dialog stays on top; on a phone one compact
 * row (it took 18 % of the screen as a stacked card).
 */
export function PromptCard({ title, icon, children, actions }: PromptCardProps) {
  const titleId = useId()
  return (
    <Affix position={{ bottom: 80, left: 12, right: 12 }} zIndex={170}>
      <Paper
        className={classes.card}
        role="dialog"
        aria-modal={false}
        aria-labelledby={titleId}
        shadow="lg"
        radius="md"
        withBorder
        maw={420}
        mx="auto"
      >
        <div className={classes.layout}>
          <span className={classes.icon}>{icon}</span>
          <Stack gap={4} className={classes.text}>
            <Text id={titleId} fw={700}>
              {title}
            </Text>
            <div className={classes.body}>{children}</div>
          </Stack>
          <Group justify="flex-end" gap="xs" wrap="nowrap" className={classes.actions}>
            {actions}
          </Group>
        </div>
      </Paper>
    </Affix>
  )
}
