import { useCallback, useState } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { fetchMyOrganizations } from '@/backend/integrations-api.ts'
import { useConnectivity } from '@/data/index.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { RemoteState } from '@/ui/RemoteState.tsx'
import type { RuleRow } from '../automation-rows.ts'
import { ConfirmDelete } from '../components/ConfirmDelete.tsx'
import { ExampleRules } from '../components/ExampleRules.tsx'
import { RuleCard } from '../components/RuleCard.tsx'
import { RuleEditor } from '../components/RuleEditor.tsx'
import { RunLogDrawer } from '../components/RunLogDrawer.tsx'
import { exampleRule } from '../examples.ts'
import { useAutomationRules } from '../hooks/useAutomationRules.ts'
import { emptyRule, formOf, PERSONAL, type RuleForm } from '../rule-form.ts'

type Editing = { id: string | null; form: RuleForm } | null

/**
 * /workflow-automation: rules "when <event> and <conditions> then <actions>" that CraftLink runs
 * on the server, with a dry run, a run log, pausing and examples to start from.
 */
export function WorkflowAutomationPage() {
  const { t } = useTranslation(['pages', 'automation'])
  const { t: tRules } = useTranslation('automation')
  const { online } = useConnectivity()
  const rules = useAutomationRules(online)
  const readOrganizations = useCallback(async () => {
    const result = await fetchMyOrganizations()
    return result.ok ? (result.value as Array<{ id: string; name: string }>) : []
  }, [])
  const organizations = useRemoteRead(online, readOrganizations, 'Your organizations').value ?? []
  const [editing, setEditing] = useState<Editing>(null)
  const [logOf, setLogOf] = useState<RuleRow | null>(null)
  const [deleting, setDeleting] = useState<RuleRow | null>(null)
  const owner = organizations[0]?.id ?? PERSONAL
  const texts = {
    offlineTitle: t('automation:offlineTitle'),
    offline: t('automation:offline'),
    loadFailed: t('automation:loadFailed'),
    retry: t('automation:retry'),
    loading: t('automation:loading'),
  }
  return (
    <PageFrame
      title={t('workflowAutomation.title')}
      description={t('workflowAutomation.description')}
    >
      <Group justify="space-between" align="start" wrap="wrap">
        <Text size="sm" c="dimmed" maw={680}>
          {t('automation:intro')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} />}
          disabled={!online}
          onClick={() => setEditing({ id: null, form: { ...emptyRule(), owner } })}
        >
          {t('automation:newRule')}
        </Button>
      </Group>
      <RemoteState read={rules} offline={!online} texts={texts}>
        {(rows) => (
          <Stack gap="sm">
            {rows.length === 0 ? <Text c="dimmed">{t('automation:empty')}</Text> : null}
            {rows.map((rule) => (
              <RuleCard
                key={rule.id}
                rule={rule}
                offline={!online}
                onEdit={() => setEditing({ id: rule.id, form: formOf(rule) })}
                onLog={() => setLogOf(rule)}
                onToggle={(on) => rules.toggle(rule, on)}
                onDelete={() => setDeleting(rule)}
              />
            ))}
          </Stack>
        )}
      </RemoteState>
      <ExampleRules
        offline={!online}
        onUse={(id) => setEditing({ id: null, form: exampleRule(id, tRules, owner) })}
      />
      {editing ? (
        <RuleEditor
          ruleId={editing.id}
          initial={editing.form}
          organizations={organizations}
          online={online}
          onSave={rules.save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {logOf ? <RunLogDrawer rule={logOf} online={online} onClose={() => setLogOf(null)} /> : null}
      {deleting ? (
        <ConfirmDelete
          rule={deleting}
          onClose={() => setDeleting(null)}
          onDelete={() => rules.remove(deleting)}
        />
      ) : null}
    </PageFrame>
  )
}
