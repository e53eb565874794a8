import { Badge, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { PaletteItem } from '../model/types.ts'

/** One result: title, description and its AI / Recent badges. */
export function PaletteRow({ item, active }: { item: PaletteItem; active: boolean }) {
  const { t } = useTranslation('navigation')
  return (
    <Group
      px="md"
      py={8}
      gap="sm"
      wrap="nowrap"
      justify="space-between"
      bg={active ? 'var(--mantine-color-blue-light)' : undefined}
      style={{
        cursor: 'pointer',
        borderLeft: `3px solid ${active ? 'var(--mantine-color-blue-6)' : 'transparent'}`,
      }}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {item.title}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {item.description}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        {item.aiGenerated ? (
          <Badge size="xs" variant="light" color="grape">
            {t('palette.badges.ai')}
          </Badge>
        ) : null}
        {item.isRecent ? (
          <Badge size="xs" variant="light" color="gray">
            {t('palette.badges.recent')}
          </Badge>
        ) : null}
      </Group>
    </Group>
  )
}

export function PaletteGroupHeader({ label }: { label: string }) {
  return (
    <Text px="md" pt="sm" pb={4} size="xs" fw={700} c="dimmed" tt="uppercase">
      {label}
    </Text>
  )
}
