import { Alert, Button, Center, Group, Loader } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { NeedsNetworkNotice, useNeedsNetwork } from '@/features/pwa/index.ts'
import { isAdmin, rolesStore } from '@/features/roles/index.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { useCrawlerAdmin } from '../admin/useCrawlerAdmin.ts'
import { CrawlerAdminTabs } from '../components/CrawlerAdminTabs.tsx'
import { NoAccess } from '../components/NoAccess.tsx'
import { StatCards } from '../components/StatCards.tsx'

/** /crawler-protection: administrators only; the function answers 403 to everyone else. */
export function CrawlerProtectionPage() {
  const { t } = useTranslation('crawler')
  const roles = useSnapshot(rolesStore)
  // Roles still loading count as unknown: the server's answer (403 or data) decides then.
  const rolesKnown = !roles.loading && (roles.session !== null || roles.roles.length > 0)
  const refusedLocally = rolesKnown && !isAdmin(roles)
  const network = useNeedsNetwork(t('screen.networkAction'))
  const admin = useCrawlerAdmin(!refusedLocally, !network.blocked)

  if (refusedLocally || admin.access === 'forbidden') return <NoAccess />
  return (
    <PageFrame title={t('screen.title')} description={t('screen.description')}>
      <Group justify="space-between">
        {/* With nothing loaded yet, the offline alert below says it instead. */}
        {admin.stats !== null ? (
          <NeedsNetworkNotice action={t('screen.networkAction')} />
        ) : (
          <span />
        )}
        <Group gap="sm">
          {admin.loading && admin.stats !== null ? (
            <Loader size="sm" aria-label={t('screen.loading')} />
          ) : null}
          <Button
            variant="default"
            onClick={() => void admin.refresh()}
            disabled={network.blocked || admin.loading}
          >
            {t('screen.refresh')}
          </Button>
        </Group>
      </Group>
      {admin.stats === null && network.blocked ? (
        <Alert color="yellow" icon={<IconWifiOff size={18} />} title={t('screen.offlineTitle')}>
          {network.message}
        </Alert>
      ) : admin.stats === null && admin.loading ? (
        <Center mih={200}>
          <Loader aria-label={t('screen.loading')} />
        </Center>
      ) : (
        <>
          <StatCards stats={admin.stats} />
          <CrawlerAdminTabs admin={admin} offline={network.blocked} />
        </>
      )}
    </PageFrame>
  )
}
