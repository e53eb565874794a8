import { useState } from 'react'
import { Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '@/i18n/formats.ts'
import type { RuleRow } from '../automation-rows.ts'
import { conditionText } from '../describe.ts'

interface Props {
  rule: RuleRow
  offline: boolean
  onEdit(): void
  onLog(): void
  onToggle(on: boolean): Promise<void>
  onDelete(): void
}

/** One rule in words ("When … and … then …"), on or paused, with how often it ran. */
export function RuleCard({ rule, offline, onEdit, onLog, onToggle, onDelete }: Props) {
  const { t } = useTranslation(['automation', 'jobs'])
  const [busy, setBusy] = useState(false)
  return (
    <Card withBorder padding="sm" data-testid="automation-rule">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>{rule.name}</Text>
            <Badge size="sm" variant="outline" color="gray">
              {rule.organization_name ?? t('personal')}
            </Badge>
            {rule.failures > 0 ? (
              <Badge size="sm" color="red" variant="light">
                {t('failures', { count: rule.failures })}
              </Badge>
            ) : null}
          </Group>
          <Switch
            label={rule.enabled ? t('on') : t('off')}
            labelPosition="left"
            checked={rule.enabled}
            disabled={offline || busy}
            aria-label={
              rule.enabled ? t('turnOff', { name: rule.name }) : t('turnOn', { name: rule.name })
            }
            onChange={(e) => {
              setBusy(true)
              void onToggle(e.currentTarget.checked).finally(() => setBusy(false))
            }}
          />
        </Group>
        <Text size="sm">
          <b>{t('when')}</b> {t(`events.${rule.event}` as never)}
          {rule.conditions.map((c, i) => (
            <span key={i}>
              {' '}
              <b>{t('and').toLowerCase()}</b> {conditionText(t, c)}
            </span>
          ))}
          {', '}
          <b>{t('then').toLowerCase()}</b>{' '}
          {rule.actions.map((a) => t(`actions.${a.type}`).toLowerCase()).join(', ')}.
        </Text>
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {[
              t('runs', { count: rule.runs }),
              rule.last_run_at
                ? t('lastRun', { date: formatMoment(rule.last_run_at) })
                : t('neverRun'),
            ].join(' · ')}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="subtle" onClick={onLog}>
              {t('log')}
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={offline}
              onClick={onEdit}
              aria-label={`${t('edit')}: ${rule.name}`}
            >
              {t('edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={offline}
              onClick={onDelete}
              aria-label={`${t('delete')}: ${rule.name}`}
            >
              {t('delete')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  )
}
