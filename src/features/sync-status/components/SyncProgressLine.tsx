import { Box, Container, Group, Progress, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useDownloadView } from '../hooks/useDownloadView.ts'
import { useProgressWords } from '../hooks/useProgressWords.ts'

/**
 * The shell's line while a new device saves its data for offline use (SPEC SYNC-PROG-3). It only
 * informs: every page stays usable and reads what has arrived so far. It lies over the top of the
 * page, one line high, instead of pushing it down: the page would jump when it comes and again
 * when it goes (issue 41, layout shift).
 */
const LINE_BACKGROUND =
  'linear-gradient(var(--mantine-color-blue-light), var(--mantine-color-blue-light)), var(--mantine-color-body)'

export function SyncProgressLine() {
  const { t } = useTranslation('sync')
  const view = useDownloadView()
  const words = useProgressWords()
  if (!view) return null
  const percent = view.total ? Math.min(100, (100 * view.pulled) / view.total) : null
  return (
    <Box pos="relative" h={0} style={{ zIndex: 150 }}>
      <Box
        pos="absolute"
        top={0}
        left={0}
        right={0}
        py={4}
        // The light blue is translucent: over the page's own colour, so nothing shows through.
        style={{ background: LINE_BACKGROUND }}
        data-testid="sync-progress"
      >
        <Container size="xl">
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" truncate="end" title={words.line(view)}>
              {words.line(view)}
            </Text>
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
    </Box>
  )
}
