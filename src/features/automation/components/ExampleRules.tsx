import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PageSection } from '@/ui/PageSection.tsx'
import { EXAMPLES, type ExampleId } from '../examples.ts'

/** Ready-made rules to start from. */
export function ExampleRules({ offline, onUse }: { offline: boolean; onUse(id: ExampleId): void }) {
  const { t } = useTranslation('automation')
  return (
    <PageSection title={t('examplesTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {EXAMPLES.map((id) => (
          <Card key={id} withBorder padding="sm" data-testid="automation-example">
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Text fw={600}>{t(`examples.${id}.name`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`examples.${id}.description`)}
                </Text>
              </div>
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  disabled={offline}
                  onClick={() => onUse(id)}
                  aria-label={`${t('useExample')}: ${t(`examples.${id}.name`)}`}
                >
                  {t('useExample')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </PageSection>
  )
}
