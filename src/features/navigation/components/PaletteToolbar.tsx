import type { MouseEvent } from 'react'
import { Button, Group, ScrollArea, Stack, Text } from '@mantine/core'
import { IconSparkles } from '@tabler/icons-react'
import { useKBar } from 'kbar'
import { useTranslation } from 'react-i18next'
import type { AiSuggestions } from '../hooks/useAiSuggestions.ts'

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
  // A pointer click goes back to the search field to keep typing; a key press (detail 0) leaves
  // focus on the button, where a keyboard user is.
  const backToSearch = (event: MouseEvent) => {
    if (event.detail > 0) query.getInput()?.focus()
  }
  const chipProps = {
    chosen: category,
    onChoose: (value: string | null, event: MouseEvent) => {
      onCategory(value)
      backToSearch(event)
    },
  }
  return (
    <Stack gap={6} px="md" py={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      {chips.length > 0 ? (
        // Toggle buttons, one tab stop each: as a radio group only the chosen chip was a tab stop
        // (the others were reached by arrow keys, which kbar also uses for its results).
        <ScrollArea type="never">
          <Group gap={6} wrap="nowrap" role="group" aria-label={t('palette.categories')}>
            <CategoryChip label={t('palette.all')} value={null} {...chipProps} />
            {chips.map((c) => (
              <CategoryChip key={c} label={c} value={c} {...chipProps} />
            ))}
          </Group>
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
            onClick={(event) => {
              ai.refresh('')
              backToSearch(event)
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

interface ChipProps {
  label: string
  value: string | null
  chosen: string | null
  onChoose(value: string | null, event: MouseEvent): void
}

/** One category filter; pressed while it is the chosen one (null: All). */
function CategoryChip({ label, value, chosen, onChoose }: ChipProps) {
  const pressed = value === chosen
  return (
    <Button
      size="compact-xs"
      radius="xl"
      variant={pressed ? 'filled' : 'default'}
      aria-pressed={pressed}
      onClick={(event) => onChoose(value, event)}
      style={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  )
}
