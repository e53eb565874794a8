import { ActionIcon, Group, NumberInput, Select, TextInput } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Condition } from '../automation-rows.ts'
import { FIELDS, fieldSpec, OPERATORS, type AutomationEvent } from '../catalogue.ts'
import { valueLabel } from '../describe.ts'
import { withField } from '../rule-form.ts'

interface Props {
  event: AutomationEvent
  condition: Condition
  index: number
  error?: string
  onChange(condition: Condition): void
  onRemove(): void
}

/** One condition: a field of the event, a comparison and a value of the field's kind. */
export function ConditionRow({ event, condition, index, error, onChange, onRemove }: Props) {
  const { t } = useTranslation(['automation', 'jobs'])
  const spec = fieldSpec(event, condition.field)
  const n = index + 1
  return (
    <Group gap="xs" align="start" wrap="wrap" data-testid="rule-condition">
      <Select
        aria-label={`${t('field')} ${n}`}
        data={FIELDS[event].map((f) => ({
          value: f.field,
          label: t(`fields.${f.field}` as never),
        }))}
        value={condition.field}
        onChange={(v) => v && onChange(withField(event, condition, v))}
        allowDeselect={false}
        w={200}
      />
      <Select
        aria-label={`${t('comparison')} ${n}`}
        data={(spec ? OPERATORS[spec.kind] : []).map((op) => ({
          value: op,
          label: t(`ops.${op}` as never),
        }))}
        value={condition.op}
        onChange={(v) => v && onChange({ ...condition, op: v })}
        allowDeselect={false}
        w={150}
      />
      {spec?.choices ? (
        <Select
          aria-label={`${t('value')} ${n}`}
          data={spec.choices.map((c) => ({ value: c, label: valueLabel(t, condition.field, c) }))}
          value={condition.value}
          onChange={(v) => v && onChange({ ...condition, value: v })}
          allowDeselect={false}
          searchable
          error={error ? t(error as never) : undefined}
          w={200}
        />
      ) : spec?.kind === 'number' ? (
        <NumberInput
          aria-label={`${t('value')} ${n}`}
          value={condition.value}
          onChange={(v) => onChange({ ...condition, value: String(v) })}
          error={error ? t(error as never) : undefined}
          w={140}
        />
      ) : (
        <TextInput
          aria-label={`${t('value')} ${n}`}
          value={condition.value}
          maxLength={200}
          onChange={(e) => onChange({ ...condition, value: e.currentTarget.value })}
          error={error ? t(error as never) : undefined}
          w={200}
        />
      )}
      <ActionIcon
        variant="subtle"
        color="red"
        mt={6}
        onClick={onRemove}
        aria-label={t('removeCondition', { n })}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  )
}
