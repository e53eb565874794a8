import { Box, Container, Group, Progress, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useDownloadView } from '../hooks/useDownloadView.ts'
import { useProgressWords } from '../hooks/useProgressWords.ts'

/**
 * The shell's line while a new device saves its data for offline use (SPEC SYNC-PROG-3). It only
 * informs: every page stays usable and reads what has arrived so far.
 */
export function SyncProgressLine() {
  const { t } = useTranslation('sync')
  const view = useDownloadView()
  const words = useProgressWords()
  if (!view) return null
  const percent = view.total ? Math.min(100, (100 * view.pulled) / view.total) : null
  return (
    <Box bg="var(--mantine-color-blue-light)" py={4} data-testid="sync-progress">
      <Container size="xl">
        <Group gap="sm" wrap="nowrap">
          <Text size="sm">{words.line(view)}</Text>
          {percent === null ? null : (
            <Progress
              value={percent}
              size="sm"
              style={{ flex: 1, minWidth: 60 }}
              aria-label={t('progress.barLabel')}
            />
          )}
        </Group>
      </Container>
    </Box>
  )
}
