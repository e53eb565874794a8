import { Anchor, Card, Group, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { JobDoc } from '@/db/index.ts'
import { formatDay, formatPayRange } from '../format.ts'
import { JobBadges } from './JobBadges.tsx'
import { provinceName } from '@/i18n/places.ts'

interface Props {
  job: JobDoc
  /** Beside the job's own badges, e.g. "Not saved on this device" for a server result. */
  mark?: ReactNode
  /** Below the description, e.g. a button acting on the job. */
  actions?: ReactNode
}

/** One row of Find Jobs: title (the link), where, pay, marks and the start of the description. */
export const JobCard = memo(function JobCard({ job, mark, actions }: Props) {
  const { t } = useTranslation('jobs')
  const pay = formatPayRange(job, t)
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`job-${job.id}`}>
      <Stack gap={6}>
        {/* The pay moves below the title when both do not fit (a phone): beside it, a range
            with its unit left the title a few letters. */}
        <Group justify="space-between" align="flex-start" gap="md" style={{ rowGap: 2 }}>
          <Anchor
            id={`job-${job.id}`}
            renderRoot={(props) => <Link to="/jobs/$jobId" params={{ jobId: job.id }} {...props} />}
            fw={700}
            fz="lg"
            lineClamp={1}
            style={{ flex: '1 1 14rem', minWidth: 0 }}
          >
            {job.title}
          </Anchor>
          <Text fw={600} c="teal.8" style={{ whiteSpace: 'nowrap' }}>
            {pay ?? t('budgetNotStated')}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {job.location_city}, {provinceName(job.location_province)} ·{' '}
          {t(`levels.${job.experience_level}`)} ·{' '}
          {t('postedOn', { date: formatDay(job.created_at) })}
        </Text>
        <JobBadges job={job} extra={mark} />
        <Text size="sm" lineClamp={2}>
          {job.description}
        </Text>
        {actions}
      </Stack>
    </Card>
  )
})
