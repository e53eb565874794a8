import type { ReactNode } from 'react'
import { Alert, Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'

export interface ErrorPanelProps {
  title: string
  body: string
  actions?: Array<{ label: string; onClick: () => void; variant?: 'filled' | 'default' }>
  /** Technical detail, shown collapsed; never contains user data we did not already show. */
  detail?: string
  children?: ReactNode
  compact?: boolean
}

/** What every error boundary renders: a plain heading, what happened, and a way out. */
export function ErrorPanel({ title, body, actions = [], detail, compact }: ErrorPanelProps) {
  if (compact) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={title} role="alert">
        {body}
      </Alert>
    )
  }
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" maw={520} role="alert">
        <IconAlertTriangle size={40} aria-hidden />
        <Title order={1} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {body}
        </Text>
        {detail ? (
          <Text component="pre" size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {detail}
          </Text>
        ) : null}
        <Group>
          {actions.map((a) => (
            <Button key={a.label} variant={a.variant ?? 'filled'} onClick={a.onClick}>
              {a.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Center>
  )
}
