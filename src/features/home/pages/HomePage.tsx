import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { useAuthView } from '@/features/auth/index.ts'
import { activeRoleOf, rolesStore } from '@/features/roles/index.ts'
import { dashboardPathFor } from '@/lib/dashboard.ts'
import { JobCountsByProvince } from '../components/JobCountsByProvince.tsx'
import { useJobCounts } from '../hooks/useJobCounts.ts'

/** What CraftLink offers; signed-in members get a direct route to their dashboard. */
export function HomePage() {
  const { t } = useTranslation('home')
  const auth = useAuthView()
  const roles = useSnapshot(rolesStore)
  const features = t('features', { returnObjects: true })
  const counts = useJobCounts(auth.isAuthenticated)
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack gap="md" maw={760}>
          <Title order={1} fz={{ base: 32, sm: 44 }}>
            {t('heroTitle')}
          </Title>
          <Text size="lg" c="dimmed">
            {t('heroBody')}
          </Text>
          {auth.isAuthenticated ? (
            <Group>
              <Button
                size="md"
                component={Link}
                to={dashboardPathFor(activeRoleOf(roles), roles.roles)}
              >
                {t('goToDashboard')}
              </Button>
              <Button size="md" variant="default" component={Link} to="/jobs">
                {t('findJobs')}
              </Button>
            </Group>
          ) : (
            <Group>
              <Button size="md" component={Link} to="/jobs">
                {t('findJobs')}
              </Button>
              <Button size="md" variant="light" component={Link} to="/craftsman-register">
                {t('joinAsCraftsman')}
              </Button>
              <Button size="md" variant="default" component={Link} to="/post-job">
                {t('postJob')}
              </Button>
            </Group>
          )}
        </Stack>
        <JobCountsByProvince counts={counts} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {features.map((f) => (
            <Card key={f.title} withBorder padding="lg">
              <Title order={2} fz="lg" mb={6}>
                {f.title}
              </Title>
              <Text c="dimmed">{f.body}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  )
}
