import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useFirstContent } from '@/data/shell.ts'
import type { shell } from '@/i18n/en/shell.ts'
import type { AppPath } from './nav-config.ts'

type FooterKey = keyof (typeof shell)['footer']

const COLUMNS: Array<{ title: FooterKey; links: Array<[FooterKey, AppPath]> }> = [
  {
    title: 'forCraftsmen',
    links: [
      ['findJobs', '/jobs'],
      ['joinAsCraftsman', '/craftsman-register'],
      ['learningPlatform', '/learning-platform'],
      ['mentorshipHub', '/mentorship-hub'],
    ],
  },
  {
    title: 'forCompanies',
    links: [
      ['postJob', '/post-job'],
      ['registerCompany', '/company-register'],
      ['pricing', '/pricing'],
      ['enterpriseHub', '/enterprise-hub'],
    ],
  },
  {
    title: 'platform',
    links: [
      ['help', '/help'],
      ['mobileApp', '/mobile-app'],
      ['socialHub', '/social-hub'],
      ['events', '/events'],
    ],
  },
]

const LEGAL: Array<[FooterKey, AppPath]> = [
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['contact', '/contact'],
]

/** Tagline, three link columns, legal links and the current year. Below the page, so on a load
 * it follows the page's first content (load-phases.ts) like the header's menus. */
export function Footer() {
  return useFirstContent() ? <FooterContent /> : null
}

function FooterContent() {
  const { t } = useTranslation(['shell', 'common'])
  const f = (key: FooterKey) => t(`shell:footer.${key}` as 'shell:footer.tagline')
  return (
    <Container size="xl" w="100%" component="footer" pt="xl" pb={{ base: 'xl', sm: 96 }} mt="xl">
      <Divider mb="xl" />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
        <Stack gap="xs">
          <Text fw={800} c="orange.8" fz="lg">
            {t('common:productName')}
          </Text>
          <Text size="sm" c="dimmed">
            {f('tagline')}
          </Text>
        </Stack>
        {COLUMNS.map((col) => (
          <Stack key={col.title} gap={6}>
            <Title order={2} fz="sm" tt="uppercase">
              {f(col.title)}
            </Title>
            {col.links.map(([key, to]) => (
              <Anchor key={key} component={Link} to={to} size="sm" c="dimmed">
                {f(key)}
              </Anchor>
            ))}
          </Stack>
        ))}
      </SimpleGrid>
      <Group justify="space-between" mt="xl" gap="sm">
        <Text size="xs" c="dimmed">
          {t('shell:footer.copyright', {
            year: new Date().getFullYear(),
            name: t('common:productName'),
          })}
        </Text>
        <Group gap="md">
          {LEGAL.map(([key, to]) => (
            <Anchor key={key} component={Link} to={to} size="xs" c="dimmed">
              {f(key)}
            </Anchor>
          ))}
        </Group>
      </Group>
    </Container>
  )
}
