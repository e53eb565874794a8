import { Stack, Tabs, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { CrawlerAdmin } from '../admin/useCrawlerAdmin.ts'
import { IpEntryForm } from './IpEntryForm.tsx'
import { IpEntryList } from './IpEntryList.tsx'
import { PatternsTab } from './PatternsTab.tsx'
import { RecentActivityTab } from './RecentActivityTab.tsx'

export function CrawlerAdminTabs({ admin, offline }: { admin: CrawlerAdmin; offline: boolean }) {
  const { t } = useTranslation('crawler')
  const disabled = offline || admin.busy
  return (
    <Tabs defaultValue="recent" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="recent">{t('tabs.recent')}</Tabs.Tab>
        <Tabs.Tab value="ips">{t('tabs.ips')}</Tabs.Tab>
        <Tabs.Tab value="patterns">{t('tabs.patterns')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="recent" pt="md">
        <RecentActivityTab rows={admin.stats?.recentActivity ?? []} />
      </Tabs.Panel>
      <Tabs.Panel value="ips" pt="md">
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('ips.whitelist')}
            </Title>
            <IpEntryForm kind="whitelist" disabled={disabled} onAdd={admin.add} />
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('ips.blacklist')}
            </Title>
            <IpEntryForm kind="blacklist" disabled={disabled} onAdd={admin.add} />
          </Stack>
          <IpEntryList
            entries={admin.entries}
            disabled={disabled}
            onRemove={(id) => void admin.remove(id)}
          />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="patterns" pt="md">
        <PatternsTab patterns={admin.stats?.patterns} />
      </Tabs.Panel>
    </Tabs>
  )
}
