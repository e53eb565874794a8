import { Group, Loader, Text } from '@mantine/core'

/** In place of an empty list whose data has not arrived on the device yet (SPEC SYNC-PROG-3). */
export function ArrivingNotice({ text }: { text: string }) {
  return (
    <Group gap="xs" wrap="nowrap" role="status" data-testid="data-arriving">
      <Loader size="xs" aria-hidden />
      <Text c="dimmed">{text}</Text>
    </Group>
  )
}
