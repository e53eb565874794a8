import { Badge, Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { JobDoc } from '@/db/index.ts'

/** Featured and urgency marks, the trade and the work type, then any `extra` mark. */
export function JobBadges({ job, extra }: { job: JobDoc; extra?: ReactNode }) {
  const { t } = useTranslation('jobs')
  return (
    <Group gap={6}>
      {job.is_featured ? (
        <Badge color="yellow" variant="filled" size="sm">
          {t('badges.featured')}
        </Badge>
      ) : null}
      {job.urgency !== 'normal' ? (
        <Badge color="red" variant="filled" size="sm">
          {t(`badges.${job.urgency}`)}
        </Badge>
      ) : null}
      <Badge variant="light" size="sm">
        {t(`trades.${job.trade_specialty}` as 'trades.carpentry', {
          defaultValue: job.trade_specialty,
        })}
      </Badge>
      <Badge variant="outline" color="gray" size="sm">
        {t(`workTypes.${job.work_type}`)}
      </Badge>
      {extra}
    </Group>
  )
}
