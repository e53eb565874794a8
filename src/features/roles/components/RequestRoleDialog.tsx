import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { useAuthView } from '@/features/auth/index.ts'
import { REQUESTABLE_ROLES } from '@/lib/roles/index.ts'
import { humaniseRole } from '@/lib/role-names.ts'
import { PROVINCES, TRADE_SPECIALTIES } from '@/lib/validation/index.ts'
import { requestRole, roleRequestSchema, type RoleRequestForm } from '../role-request.ts'
import { rolesStore } from '../roles.store.ts'
import { useRoleName } from '../useRoleName.ts'
import { useConnectivity } from '@/data/shell.ts'
import { provinceName } from '@/i18n/places.ts'

const EMPTY: RoleRequestForm = {
  role: '',
  organizationId: '',
  reason: '',
  tradeScope: [],
  regionScope: [],
}

/** Request a role: role, optional organisation, reason, trade scope, region scope. */
export default function RequestRoleDialog({
  opened,
  onClose,
}: {
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('roles')
  const roleName = useRoleName()
  const { user } = useAuthView()
  const { online } = useConnectivity()
  const held = new Set(useSnapshot(rolesStore).roles.map((r) => r.role))
  const [form, setForm] = useState<RoleRequestForm>(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const set = (patch: Partial<RoleRequestForm>) => setForm((f) => ({ ...f, ...patch }))

  const submit = async () => {
    const parsed = roleRequestSchema.safeParse(form)
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues)
        next[String(issue.path[0])] ??= t(issue.message as never)
      setErrors(next)
      return
    }
    if (!user) return
    setErrors({})
    setBusy(true)
    const done = await requestRole(user.id, parsed.data)
    setBusy(false)
    if (done) {
      setForm(EMPTY)
      onClose()
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('request.title')}>
      <Stack>
        {!online && <Alert color="yellow">{t('offlineRequest')}</Alert>}
        <Select
          label={t('request.role')}
          placeholder={t('request.rolePlaceholder')}
          data={REQUESTABLE_ROLES.filter((r) => !held.has(r)).map((r) => ({
            value: r,
            label: roleName(r),
          }))}
          value={form.role || null}
          onChange={(v) => set({ role: v ?? '' })}
          error={errors.role}
          required
          searchable
        />
        <TextInput
          label={t('request.organization')}
          placeholder={t('request.organizationPlaceholder')}
          value={form.organizationId}
          onChange={(e) => set({ organizationId: e.currentTarget.value })}
          error={errors.organizationId}
        />
        <Textarea
          label={t('request.reason')}
          placeholder={t('request.reasonPlaceholder')}
          value={form.reason}
          onChange={(e) => set({ reason: e.currentTarget.value })}
          error={errors.reason}
          autosize
          minRows={2}
          maxLength={1000}
        />
        <MultiSelect
          label={t('request.tradeScope')}
          placeholder={t('request.tradeScopePlaceholder')}
          data={TRADE_SPECIALTIES.map((v) => ({ value: v, label: humaniseRole(v) }))}
          value={form.tradeScope}
          onChange={(v) => set({ tradeScope: v as RoleRequestForm['tradeScope'] })}
          searchable
        />
        <MultiSelect
          label={t('request.regionScope')}
          placeholder={t('request.regionScopePlaceholder')}
          data={PROVINCES.map((p) => ({ value: p, label: provinceName(p) }))}
          value={form.regionScope}
          onChange={(v) => set({ regionScope: v as RoleRequestForm['regionScope'] })}
          searchable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('request.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={!online}>
            {busy ? t('request.submitting') : t('request.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
