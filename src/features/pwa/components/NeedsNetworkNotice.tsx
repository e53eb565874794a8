import { Group, Text } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { useNeedsNetwork } from '../hooks/useNeedsNetwork.ts'

interface NeedsNetworkNoticeProps {
  /** The translated name of the action, e.g. "Sign In"; omit for a generic notice. */
  action?: string
}

/** Shown next to an action that needs the network; renders nothing while online. */
export function NeedsNetworkNotice({ action }: NeedsNetworkNoticeProps) {
  const { blocked, message } = useNeedsNetwork(action)
  return (
    <div role="status" aria-live="polite">
      {blocked && (
        <Group gap={6} wrap="nowrap">
          <IconWifiOff size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            {message}
          </Text>
        </Group>
      )}
    </div>
  )
}
