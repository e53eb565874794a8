import { Anchor, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { JobDoc } from '@/db/index.ts'
import { provinceName } from '@/i18n/places.ts'

/** A company's open jobs, newest first, each linking to its detail page. */
export function OpenJobsList({ jobs }: { jobs: JobDoc[] }) {
  const { t } = useTranslation('profiles')
  return (
    <Stack component="section" aria-labelledby="open-jobs-title" gap="sm">
      <Title order={3} id="open-jobs-title">
        {t('profile.openJobsTitle')}
      </Title>
      {jobs.length === 0 ? (
        <Text c="dimmed">{t('profile.openJobsEmpty')}</Text>
      ) : (
        jobs.map((job) => (
          <Paper key={job.id} withBorder p="sm" radius="md">
            <Anchor component={Link} to={`/jobs/${job.id}`} fw={600}>
              {job.title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t(`trades.${job.trade_specialty}` as never, { defaultValue: job.trade_specialty })} ·{' '}
              {t('profile.jobLocation', {
                city: job.location_city,
                province: provinceName(job.location_province),
              })}
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  )
}
