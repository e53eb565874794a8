import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { JobDoc } from '@/db/index.ts'
import { formatDay, formatPayRange } from '../format.ts'
import { parseList } from '../rules/job-posting.ts'
import { provinceName } from '@/i18n/places.ts'

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  )
}

function Items({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <Stack gap={4}>
      <Title order={2} fz="md">
        {title}
      </Title>
      {items.length > 0 ? (
        <List>
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      ) : (
        <Text c="dimmed">{empty}</Text>
      )}
    </Stack>
  )
}

/** Pay, place, level, type, duration, then the description and the lists. */
export function JobFacts({ job }: { job: JobDoc }) {
  const { t } = useTranslation('jobs')
  const pay = formatPayRange(job, t)
  return (
    <Stack gap="md">
      <Card withBorder padding="md" aria-label={t('detail.facts')}>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Fact label={t('detail.pay')} value={pay ?? t('budgetNotStated')} />
          <Fact
            label={t('detail.location')}
            value={`${job.location_city}, ${provinceName(job.location_province)}`}
          />
          <Fact label={t('list.level')} value={t(`levels.${job.experience_level}`)} />
          <Fact label={t('list.workType')} value={t(`workTypes.${job.work_type}`)} />
          <Fact label={t('list.urgency')} value={t(`urgencies.${job.urgency}`)} />
          <Fact label={t('detail.duration')} value={job.duration ?? '—'} />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="sm">
          {t('postedOn', { date: formatDay(job.created_at) })}
        </Text>
      </Card>
      <Stack gap={4}>
        <Title order={2} fz="md">
          {t('detail.about')}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{job.description}</Text>
      </Stack>
      <Items
        title={t('detail.requirements')}
        items={parseList(job.requirements)}
        empty={t('detail.noItems')}
      />
      <Items
        title={t('detail.benefits')}
        items={parseList(job.benefits)}
        empty={t('detail.noItems')}
      />
    </Stack>
  )
}
