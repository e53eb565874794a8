import { ActionIcon, Card, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Action } from '../automation-rows.ts'
import {
  ACTION_TYPES,
  actionAllowed,
  PLACEHOLDERS,
  SETTABLE_STATUSES,
  type ActionType,
  type AutomationEvent,
} from '../catalogue.ts'
import { newAction } from '../rule-form.ts'

interface Props {
  event: AutomationEvent
  action: Action
  index: number
  errors: Record<string, string>
  removable: boolean
  onChange(action: Action): void
  onRemove(): void
}

/** One action: what to do, and the words of a notification (with the event's placeholders). */
export function ActionEditor({
  event,
  action,
  index,
  errors,
  removable,
  onChange,
  onRemove,
}: Props) {
  const { t } = useTranslation(['automation', 'jobs'])
  const n = index + 1
  const error = (key: string) => (errors[key] ? t(errors[key] as never) : undefined)
  const changeType = (type: ActionType) =>
    onChange(
      type === 'set_status' || action.type === 'set_status' ? newAction(type) : { ...action, type },
    )
  return (
    <Card withBorder padding="sm" data-testid="rule-action">
      <Stack gap="xs">
        <Group gap="xs" align="start" justify="space-between" wrap="nowrap">
          <Select
            label={`${t('action')} ${n}`}
            data={ACTION_TYPES.filter((type) => actionAllowed(event, type)).map((type) => ({
              value: type,
              label: t(`actions.${type}`),
            }))}
            value={action.type}
            onChange={(v) => v && changeType(v as ActionType)}
            allowDeselect={false}
            error={error(`actions.${index}`)}
            style={{ flex: 1 }}
          />
          {removable ? (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              onClick={onRemove}
              aria-label={t('removeAction', { n })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          ) : null}
        </Group>
        {action.type === 'set_status' ? (
          <Select
            label={t('status')}
            data={SETTABLE_STATUSES.map((s) => ({
              value: s,
              label: t(`jobs:applicationStatus.${s}`),
            }))}
            value={action.status ?? 'viewed'}
            onChange={(v) => v && onChange({ ...action, status: v })}
            allowDeselect={false}
            error={error(`actions.${index}.status`)}
          />
        ) : (
          <>
            <TextInput
              label={`${t('title')} (${n})`}
              required
              maxLength={120}
              value={action.title ?? ''}
              onChange={(e) => onChange({ ...action, title: e.currentTarget.value })}
              error={error(`actions.${index}.title`)}
            />
            <Textarea
              label={`${t('message')} (${n})`}
              required
              autosize
              minRows={2}
              maxLength={500}
              value={action.message ?? ''}
              onChange={(e) => onChange({ ...action, message: e.currentTarget.value })}
              error={error(`actions.${index}.message`)}
            />
            <Text size="xs" c="dimmed">
              {t('placeholders', {
                list: PLACEHOLDERS[event].map((p) => `{{${p}}}`).join(', '),
                interpolation: { escapeValue: false },
              })}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  )
}
