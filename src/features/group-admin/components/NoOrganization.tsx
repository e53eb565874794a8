import { Button, Card, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** For someone who administers no organization: what this page is for and how to get one. */
export function NoOrganization() {
  const { t } = useTranslation('groupAdmin')
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" align="start">
        <Title order={2} size="h3">
          {t('noneTitle')}
        </Title>
        <Text c="dimmed">{t('noneBody')}</Text>
        <Button component={Link} to="/company-register">
          {t('register')}
        </Button>
      </Stack>
    </Card>
  )
}
