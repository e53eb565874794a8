import { useState } from 'react'
import {
  Alert,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useNeedsNetwork } from '@/features/pwa/index.ts'
import { RoleBadge, useRoleName } from '@/features/roles/index.ts'
import type { AccountFilter } from '@/backend/admin-users-api.ts'
import { ScrollTable } from '@/ui/ScrollTable.tsx'
import { USERS_SHOWN, useUserSearch } from '../hooks/useUserSearch.ts'
import type { FoundUser } from '../user-rows.ts'
import { formatMoment as when } from '@/i18n/formats.ts'
import { PersonDrawer } from './PersonDrawer.tsx'

const FILTERS: AccountFilter[] = ['all', 'active', 'suspended']

/** Everyone with an account: found by name or e-mail, opened to see and change their account. */
export function UsersTab({ offline }: { offline: boolean }) {
  const { t } = useTranslation('admin')
  const roleName = useRoleName()
  const people = useUserSearch(!offline)
  const network = useNeedsNetwork(t('networkAction'))
  const [open, setOpen] = useState<FoundUser | null>(null)
  const nameOf = (u: FoundUser) => u.full_name ?? t('unnamed')
  return (
    <Stack gap="sm">
      <Group align="end" wrap="wrap">
        <TextInput
          type="search"
          label={t('users.search')}
          leftSection={<IconSearch size={16} />}
          value={people.search}
          onChange={(e) => people.setSearch(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
        <SegmentedControl
          aria-label={t('users.statusFilter')}
          value={people.status}
          onChange={(v) => people.setStatus(v as AccountFilter)}
          data={FILTERS.map((f) => ({ value: f, label: t(`users.filters.${f}`) }))}
        />
      </Group>
      {offline && people.users.length === 0 ? (
        <Alert color="yellow">{network.message}</Alert>
      ) : people.failed && people.users.length === 0 ? (
        <Alert color="red">{t('users.loadFailed')}</Alert>
      ) : people.users.length === 0 && !people.loading ? (
        <Text c="dimmed">{t('users.none')}</Text>
      ) : (
        <ScrollTable minWidth={760} label={t('tabs.users')}>
          <Table striped aria-label={t('tabs.users')} aria-busy={people.loading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.columns.person')}</Table.Th>
                <Table.Th>{t('users.columns.roles')}</Table.Th>
                <Table.Th>{t('users.columns.status')}</Table.Th>
                <Table.Th>{t('users.columns.joined')}</Table.Th>
                <Table.Th>{t('users.columns.lastSignIn')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('users.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.users.map((u) => (
                <Table.Tr key={u.user_id} data-testid="admin-user-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {nameOf(u)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {u.email ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {u.roles.map((r) => (
                        <RoleBadge key={r} role={r} label={roleName(r)} />
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={u.suspended_at ? 'red' : 'green'} variant="light">
                      {t(u.suspended_at ? 'users.status.suspended' : 'users.status.active')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{when(u.created_at)}</Table.Td>
                  <Table.Td>
                    {u.last_sign_in_at ? when(u.last_sign_in_at) : t('users.never')}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setOpen(u)}
                      aria-label={`${t('users.view')}: ${nameOf(u)}`}
                    >
                      {t('users.view')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <Text size="xs" c="dimmed">
        {t('users.shown', { count: USERS_SHOWN })}
      </Text>
      <PersonDrawer
        person={open ? (people.users.find((u) => u.user_id === open.user_id) ?? open) : null}
        offline={offline}
        onClose={() => setOpen(null)}
        onChanged={people.refresh}
      />
    </Stack>
  )
}
