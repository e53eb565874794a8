import { Button, Chip, Group, ScrollArea, Stack, Text } from '@mantine/core'
import { IconSparkles } from '@tabler/icons-react'
import { useKBar } from 'kbar'
import { useTranslation } from 'react-i18next'
import type { AiSuggestions } from '../hooks/useAiSuggestions.ts'

const ALL = '__all__'

interface ToolbarProps {
  chips: string[]
  category: string | null
  onCategory(category: string | null): void
  showGenerate: boolean
  ai: AiSuggestions
}

/** Category chips (empty search, more than one category) and Generate New Suggestions. */
export function PaletteToolbar({ chips, category, onCategory, showGenerate, ai }: ToolbarProps) {
  const { t } = useTranslation('navigation')
  const { query } = useKBar()
  if (chips.length === 0 && !showGenerate) return null
  return (
    <Stack gap={6} px="md" py={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      {chips.length > 0 ? (
        <ScrollArea type="never" aria-label={t('palette.categories')}>
          <Chip.Group
            value={category ?? ALL}
            onChange={(v) => {
              onCategory(v === ALL ? null : String(v))
              query.getInput()?.focus()
            }}
          >
            <Group gap={6} wrap="nowrap">
              <Chip size="xs" value={ALL}>
                {t('palette.all')}
              </Chip>
              {chips.map((c) => (
                <Chip size="xs" key={c} value={c}>
                  {c}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </ScrollArea>
      ) : null}
      {showGenerate ? (
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {ai.isLive ? t('palette.aiGroup') : t('palette.aiOffline')}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconSparkles size={14} />}
            loading={ai.isLoading}
            onClick={() => {
              ai.refresh('')
              query.getInput()?.focus()
            }}
          >
            {t('palette.generate')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  )
}

export function PaletteEmpty({ query }: { query: string }) {
  const { t } = useTranslation('navigation')
  return (
    <Stack gap={4} align="center" py="xl" px="md" role="status">
      <Text fw={500}>{t('palette.noResults', { query })}</Text>
      <Text size="sm" c="dimmed">
        {t('palette.noResultsHint')}
      </Text>
    </Stack>
  )
}
