import { useState } from 'react'
import {
  Button,
  Divider,
  Drawer,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import {
  ACTION_TYPES,
  actionAllowed,
  AUTOMATION_EVENTS,
  type AutomationEvent,
} from '../catalogue.ts'
import { useDryRun } from '../hooks/useDryRun.ts'
import {
  MAX_ACTIONS,
  MAX_CONDITIONS,
  newAction,
  newCondition,
  PERSONAL,
  ruleErrors,
  withEvent,
  type RuleForm,
} from '../rule-form.ts'
import { ActionEditor } from './ActionEditor.tsx'
import { ConditionRow } from './ConditionRow.tsx'
import { DryRunResults } from './DryRunResults.tsx'

interface Props {
  ruleId: string | null
  initial: RuleForm
  organizations: Array<{ id: string; name: string }>
  online: boolean
  onSave(id: string | null, form: RuleForm): Promise<boolean>
  onClose(): void
}

/** Writing a rule: when (event), and (conditions), then (actions); a dry run before saving. */
export function RuleEditor({ ruleId, initial, organizations, online, onSave, onClose }: Props) {
  const { t } = useTranslation('automation')
  const [form, setForm] = useState<RuleForm>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const dry = useDryRun()
  const change = (next: RuleForm) => {
    setForm(next)
    dry.clear()
  }
  const checked = () => {
    const found = ruleErrors(form)
    setErrors(found)
    return Object.keys(found).length === 0
  }
  const save = () => {
    if (!checked()) return
    setSaving(true)
    void onSave(ruleId, form).then((done) => {
      setSaving(false)
      if (done) onClose()
    })
  }
  const nextAction = ACTION_TYPES.find(
    (type) => actionAllowed(form.event, type) && !form.actions.some((a) => a.type === type),
  )
  return (
    <Drawer
      opened
      onClose={onClose}
      title={ruleId ? t('editRule') : t('newRule')}
      position="right"
      size="xl"
    >
      <Stack gap="md">
        <TextInput
          label={t('name')}
          placeholder={t('namePlaceholder')}
          required
          maxLength={80}
          value={form.name}
          onChange={(e) => change({ ...form, name: e.currentTarget.value })}
          error={errors.name ? t(errors.name as never) : undefined}
          data-autofocus
        />
        {organizations.length > 0 ? (
          <Select
            label={t('belongsTo')}
            description={t('belongsToHelp')}
            data={[
              { value: PERSONAL, label: t('personal') },
              ...organizations.map((o) => ({ value: o.id, label: o.name })),
            ]}
            value={form.owner}
            onChange={(v) => change({ ...form, owner: v ?? PERSONAL })}
            allowDeselect={false}
          />
        ) : null}
        <Title order={3} size="h5">
          {t('when')}
        </Title>
        <Select
          aria-label={t('when')}
          data={AUTOMATION_EVENTS.map((e) => ({ value: e, label: t(`events.${e}` as never) }))}
          value={form.event}
          onChange={(v) => v && change(withEvent(form, v as AutomationEvent))}
          allowDeselect={false}
        />
        <Title order={3} size="h5">
          {t('and')}
        </Title>
        {form.conditions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noConditions')}
          </Text>
        ) : null}
        {form.conditions.map((c, i) => (
          <ConditionRow
            key={i}
            event={form.event}
            condition={c}
            index={i}
            error={errors[`conditions.${i}`]}
            onChange={(next) =>
              change({ ...form, conditions: form.conditions.map((x, j) => (j === i ? next : x)) })
            }
            onRemove={() =>
              change({ ...form, conditions: form.conditions.filter((_, j) => j !== i) })
            }
          />
        ))}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={form.conditions.length >= MAX_CONDITIONS}
            onClick={() =>
              change({ ...form, conditions: [...form.conditions, newCondition(form.event)] })
            }
          >
            {t('addCondition')}
          </Button>
        </Group>
        <Title order={3} size="h5">
          {t('then')}
        </Title>
        {form.actions.map((a, i) => (
          <ActionEditor
            key={i}
            event={form.event}
            action={a}
            index={i}
            errors={errors}
            removable={form.actions.length > 1}
            onChange={(next) =>
              change({ ...form, actions: form.actions.map((x, j) => (j === i ? next : x)) })
            }
            onRemove={() => change({ ...form, actions: form.actions.filter((_, j) => j !== i) })}
          />
        ))}
        {errors.actions ? (
          <Text size="sm" c="red">
            {t(errors.actions as never)}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={form.actions.length >= MAX_ACTIONS || !nextAction}
            onClick={() =>
              nextAction && change({ ...form, actions: [...form.actions, newAction(nextAction)] })
            }
          >
            {t('addAction')}
          </Button>
        </Group>
        <Switch
          label={t('enabled')}
          checked={form.enabled}
          onChange={(e) => change({ ...form, enabled: e.currentTarget.checked })}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Group gap="xs">
            <Button
              variant="light"
              loading={dry.running}
              disabled={!online}
              onClick={() => checked() && void dry.run(form)}
            >
              {t('dryRun')}
            </Button>
            <Button loading={saving} disabled={!online} onClick={save}>
              {t('save')}
            </Button>
          </Group>
        </Group>
        {dry.rows ? (
          <>
            <Divider />
            <DryRunResults rows={dry.rows} />
          </>
        ) : null}
      </Stack>
    </Drawer>
  )
}
