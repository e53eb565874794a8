import { Anchor, Card, List, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export interface NextAction {
  label: string
  to: '/jobs' | '/my-work' | '/post-job' | '/job-management'
}

export function NextActions({ actions }: { actions: NextAction[] }) {
  const { t } = useTranslation('work')
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="next-actions">
      <Title order={2} fz="lg" id="next-actions" mb="xs">
        {t('dashboard.nextActions')}
      </Title>
      <List spacing="xs">
        {actions.map((a) => (
          <List.Item key={a.label}>
            <Anchor renderRoot={(p) => <Link to={a.to} {...p} />}>{a.label}</Anchor>
          </List.Item>
        ))}
      </List>
    </Card>
  )
}
