import { useState } from 'react'
import { Alert, Button, Center, Group, Loader, Tabs } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { NeedsNetworkNotice, useNeedsNetwork } from '@/features/pwa/index.ts'
import { isAdmin, rolesStore } from '@/features/roles/index.ts'
import { ErrorPanel } from '@/ui/ErrorPanel.tsx'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { AtAGlance } from '../components/AtAGlance.tsx'
import { AuditLogTab } from '../components/AuditLogTab.tsx'
import { RoleRequestsTab } from '../components/RoleRequestsTab.tsx'
import { UsersTab } from '../components/UsersTab.tsx'
import { useCrawlerGlance } from '../hooks/useCrawlerGlance.ts'
import { useRoleRequests } from '../hooks/useRoleRequests.ts'
import { useSyncHealth } from '../hooks/useSyncHealth.ts'

/**
 * /admin: administrators decide role requests, find people and suspend or restore their
 * accounts, and read the audit log. Row-level security
 * refuses everyone else on the server; the page says so instead of showing empty lists.
 */
export function AdminPage() {
  const { t } = useTranslation(['admin', 'pages'])
  const navigate = useNavigate()
  const roles = useSnapshot(rolesStore)
  const rolesKnown = roles.checked || roles.roles.length > 0
  const admin = isAdmin(roles)
  const network = useNeedsNetwork(t('admin:networkAction'))
  const requests = useRoleRequests(admin && !network.blocked)
  const crawler = useCrawlerGlance(admin && !network.blocked)
  const syncHealth = useSyncHealth(admin && !network.blocked)
  const [tab, setTab] = useState<string | null>('requests')

  if (rolesKnown && !admin) {
    return (
      <ErrorPanel
        title={t('admin:noAccessTitle')}
        body={t('admin:noAccessBody')}
        actions={[{ label: t('admin:goHome'), onClick: () => void navigate({ to: '/' }) }]}
      />
    )
  }
  const nothingYet = requests.requests.length === 0
  return (
    <PageFrame title={t('pages:admin.title')} description={t('pages:admin.description')}>
      <Group justify="space-between">
        {nothingYet ? <span /> : <NeedsNetworkNotice action={t('admin:networkAction')} />}
        <Group gap="sm">
          {requests.loading && !nothingYet ? (
            <Loader size="sm" aria-label={t('admin:loading')} />
          ) : null}
          <Button
            variant="default"
            onClick={() =>
              void Promise.all([requests.refresh(), crawler.refresh(), syncHealth.refresh()])
            }
            disabled={network.blocked || requests.loading || !admin}
          >
            {t('admin:refresh')}
          </Button>
        </Group>
      </Group>
      {nothingYet && network.blocked ? (
        <Alert color="yellow" icon={<IconWifiOff size={18} />} title={t('admin:offlineTitle')}>
          {network.message}
        </Alert>
      ) : !admin || (nothingYet && requests.loading) ? (
        <Center mih={200}>
          <Loader aria-label={t('admin:loading')} />
        </Center>
      ) : (
        <>
          <AtAGlance
            pendingRequests={
              requests.failed && nothingYet
                ? null
                : requests.requests.filter((r) => r.status === 'pending').length
            }
            crawler={crawler.value}
            sync={syncHealth.value}
          />
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="requests">{t('admin:tabs.requests')}</Tabs.Tab>
              <Tabs.Tab value="users">{t('admin:tabs.users')}</Tabs.Tab>
              <Tabs.Tab value="audit">{t('admin:tabs.audit')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="requests" pt="md">
              <RoleRequestsTab data={requests} offline={network.blocked} />
            </Tabs.Panel>
            <Tabs.Panel value="users" pt="md">
              <UsersTab offline={network.blocked} />
            </Tabs.Panel>
            <Tabs.Panel value="audit" pt="md">
              <AuditLogTab offline={network.blocked} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </PageFrame>
  )
}
