import { useState } from 'react'
import { Badge, Group, Select, Stack, Tabs, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useConnectivity } from '@/data/index.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { GroupRemoteState } from '../components/GroupRemoteState.tsx'
import { JoinRequestsPanel } from '../components/JoinRequestsPanel.tsx'
import { MembersPanel } from '../components/MembersPanel.tsx'
import { NoOrganization } from '../components/NoOrganization.tsx'
import type { ManagedOrganization } from '../group-admin-rows.ts'
import { useManagedOrganizations } from '../hooks/useManagedOrganizations.ts'
import { useOrganizationPeople } from '../hooks/useOrganizationPeople.ts'

/**
 * /group-admin: an organization's administrators (its owner and company-role holders) see its
 * members, decide who joins and give or remove its roles, inside that organization only.
 */
export function GroupAdminPage() {
  const { t } = useTranslation(['pages', 'groupAdmin'])
  const { online } = useConnectivity()
  const organizations = useManagedOrganizations(online)
  return (
    <PageFrame title={t('groupAdmin.title')} description={t('groupAdmin.description')}>
      <GroupRemoteState read={organizations} offline={!online}>
        {(list) =>
          list.length === 0 ? (
            <NoOrganization />
          ) : (
            <OrganizationAdmin
              organizations={list}
              online={online}
              onChanged={organizations.refresh}
            />
          )
        }
      </GroupRemoteState>
    </PageFrame>
  )
}

function OrganizationAdmin({
  organizations,
  online,
  onChanged,
}: {
  organizations: ManagedOrganization[]
  online: boolean
  onChanged(): Promise<void>
}) {
  const { t } = useTranslation('groupAdmin')
  const [chosen, setChosen] = useState(organizations[0]!.id)
  const [tab, setTab] = useState<string>('members')
  const organization = organizations.find((o) => o.id === chosen) ?? organizations[0]!
  const people = useOrganizationPeople(organization.id, online)
  const waiting =
    people.requests.value?.filter((r) => r.status === 'pending').length ??
    organization.pending_requests
  const changed = {
    ...people,
    decide: (...args: Parameters<typeof people.decide>) =>
      people.decide(...args).finally(() => void onChanged()),
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        {organizations.length > 1 ? (
          <Select
            label={t('organization')}
            data={organizations.map((o) => ({ value: o.id, label: o.name }))}
            value={organization.id}
            onChange={(v) => v && setChosen(v)}
            allowDeselect={false}
            searchable
            w={320}
          />
        ) : (
          <Text fw={700} size="lg">
            {organization.name}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {[
            t('memberCount', { count: people.members.value?.length ?? organization.members }),
            organization.owned ? t('youOwn') : organization.can_make_admins ? null : t('youManage'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Group>
      <Tabs value={tab} onChange={(v) => setTab(v ?? 'members')}>
        <Tabs.List mb="md">
          <Tabs.Tab value="members">{t('tabs.members')}</Tabs.Tab>
          <Tabs.Tab
            value="requests"
            rightSection={
              waiting > 0 ? (
                <Badge size="sm" circle aria-label={t('requests.waiting', { count: waiting })}>
                  {waiting}
                </Badge>
              ) : null
            }
          >
            {t('tabs.requests')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members">
          <MembersPanel organization={organization} people={people} offline={!online} />
        </Tabs.Panel>
        <Tabs.Panel value="requests">
          <JoinRequestsPanel people={changed} offline={!online} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
