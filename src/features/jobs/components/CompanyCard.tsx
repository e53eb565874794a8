import { Anchor, Card, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLiveQuery } from '@/data/shell.ts'
import { provinceName } from '@/i18n/places.ts'

/** The company behind a job, from the replica's public company profiles. */
export function CompanyCard({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation('jobs')
  const company = useLiveQuery((r) => r.companyProfiles.one$(ownerId), [ownerId]).data
  return (
    <Card withBorder padding="md">
      <Stack gap={4}>
        <Title order={2} fz="md">
          {t('detail.company')}
        </Title>
        {company ? (
          <>
            <Text fw={600}>{company.company_name}</Text>
            <Text size="sm" c="dimmed">
              {company.city}, {provinceName(company.province)}
              {company.company_size ? ` · ${company.company_size}` : ''}
            </Text>
            {company.description ? <Text size="sm">{company.description}</Text> : null}
            {company.website_url ? (
              <Anchor
                href={company.website_url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
              >
                {company.website_url}
              </Anchor>
            ) : null}
          </>
        ) : (
          <Text c="dimmed" size="sm">
            {t('detail.companyUnknown')}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
