import { useState } from 'react'
import {
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRoleName } from '@/features/roles/index.ts'
import type { RoleGrant } from '@/backend/rbac-api.ts'
import { i18n } from '@/i18n/index.ts'
import { provinceName } from '@/i18n/places.ts'
import { PROVINCES, TRADE_SPECIALTIES } from '@/lib/validation/catalogues.ts'
import { fieldErrors } from '@/lib/validation/issues.ts'
import { PageSection } from '@/ui/PageSection.tsx'
import { useOrganizations } from '../hooks/useOrganizations.ts'
import { expiryMoment, grantForm, MATRIX_ROLES, type GrantForm } from '../rbac-rows.ts'

interface Props {
  person: string
  busy: boolean
  offline: boolean
  onGrant(grant: Omit<RoleGrant, 'userId'>, roleLabel: string): Promise<boolean>
}

const EMPTY: GrantForm = {
  role: '',
  reason: '',
  organizationId: null,
  trades: [],
  regions: [],
  expires: '',
}

const translate = (key: string, values?: Record<string, unknown>) =>
  String(i18n.t(key as never, values as never))

/** Grant a role with its scope (organization, trades, regions), an expiry and a reason. */
export function GrantRoleForm({ person, busy, offline, onGrant }: Props) {
  const { t } = useTranslation(['admin', 'jobs'])
  const roleName = useRoleName()
  const organizations = useOrganizations(!offline)
  const [form, setForm] = useState<GrantForm>(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (patch: Partial<GrantForm>) => {
    setForm((f) => ({ ...f, ...patch }))
    setErrors((e) => {
      const next = { ...e }
      for (const k of Object.keys(patch)) delete next[k]
      return next
    })
  }
  const submit = () => {
    const checked = grantForm.safeParse(form)
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, translate))
      return
    }
    const g = checked.data
    const label = roleName(g.role)
    void onGrant(
      {
        role: g.role,
        reason: g.reason,
        organizationId: g.organizationId,
        trades: g.trades,
        regions: g.regions,
        expiresAt: g.expires ? expiryMoment(g.expires) : null,
      },
      label,
    ).then((done) => done && setForm(EMPTY))
  }
  return (
    <PageSection title={t('admin:rbac.grantTitle')} level={3}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('admin:rbac.role')}
              required
              searchable
              data={MATRIX_ROLES.map((r) => ({ value: r, label: roleName(r) }))}
              value={form.role || null}
              onChange={(v) => set({ role: v ?? '' })}
              error={errors.role}
            />
            <Select
              label={t('admin:rbac.organization')}
              placeholder={t('admin:rbac.anyOrganization')}
              searchable
              clearable
              data={(organizations.value ?? []).map((o) => ({ value: o.id, label: o.name }))}
              value={form.organizationId}
              onChange={(v) => set({ organizationId: v })}
            />
            <MultiSelect
              label={t('admin:rbac.trades')}
              placeholder={t('admin:rbac.allTrades')}
              searchable
              data={TRADE_SPECIALTIES.map((v) => ({
                value: v,
                label: t(`jobs:trades.${v}` as 'jobs:trades.carpentry'),
              }))}
              value={form.trades}
              onChange={(v) => set({ trades: v as GrantForm['trades'] })}
            />
            <MultiSelect
              label={t('admin:rbac.regions')}
              placeholder={t('admin:rbac.allRegions')}
              searchable
              data={PROVINCES.map((p) => ({ value: p, label: provinceName(p) }))}
              value={form.regions}
              onChange={(v) => set({ regions: v as GrantForm['regions'] })}
            />
            <TextInput
              type="date"
              label={t('admin:rbac.expires')}
              description={t('admin:rbac.expiresHint')}
              value={form.expires}
              onChange={(e) => set({ expires: e.currentTarget.value })}
              error={errors.expires}
            />
          </SimpleGrid>
          <Textarea
            label={t('admin:rbac.grantReason')}
            required
            value={form.reason}
            onChange={(e) => set({ reason: e.currentTarget.value })}
            error={errors.reason}
            autosize
            minRows={2}
          />
          <Group>
            <Button
              type="submit"
              loading={busy}
              disabled={offline}
              aria-label={`${t('admin:rbac.grant')}: ${person}`}
            >
              {t('admin:rbac.grant')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PageSection>
  )
}
