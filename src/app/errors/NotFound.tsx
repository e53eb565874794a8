import { Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import { Link, useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** Unknown paths (spec section 2): say so, show the path, offer ways on. */
export function NotFound() {
  const { t } = useTranslation('errors')
  const { pathname } = useLocation()
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" maw={520}>
        <Text fw={800} fz={64} c="orange.8" aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {t('notFound.body', { path: pathname })}
        </Text>
        <Group>
          <Button component={Link} to="/">
            {t('notFound.home')}
          </Button>
          <Button component={Link} to="/help" variant="default">
            {t('notFound.help')}
          </Button>
        </Group>
      </Stack>
    </Center>
  )
}
