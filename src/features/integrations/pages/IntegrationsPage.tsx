import { useState } from 'react'
import { Tabs } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useConnectivity } from '@/data/index.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { referenceTarget } from '../api-reference.ts'
import { ApiKeysPanel } from '../components/ApiKeysPanel.tsx'
import { ApiReference } from '../components/ApiReference.tsx'
import { WebhooksPanel } from '../components/WebhooksPanel.tsx'
import { useMyOrganizations } from '../hooks/useMyOrganizations.ts'

const route = getRouteApi('/integrations')

/**
 * /integrations: the person's API keys and outgoing webhooks (theirs and their organizations'),
 * and the API reference; /api/v1/jobs and the like open the reference at that endpoint.
 */
export function IntegrationsPage() {
  const { t } = useTranslation(['pages', 'integrations'])
  const search = route.useSearch()
  const target = referenceTarget(search.api_version, search.endpoint)
  const asked = search.api_version !== undefined || search.endpoint !== undefined
  const [tab, setTab] = useState<string>(asked ? 'reference' : 'keys')
  const { online } = useConnectivity()
  const organizations = useMyOrganizations(online).value ?? []
  return (
    <PageFrame title={t('integrations.title')} description={t('integrations.description')}>
      <Tabs value={tab} onChange={(v) => setTab(v ?? 'keys')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="keys">{t('integrations:tabs.keys')}</Tabs.Tab>
          <Tabs.Tab value="webhooks">{t('integrations:tabs.webhooks')}</Tabs.Tab>
          <Tabs.Tab value="reference">{t('integrations:tabs.reference')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="keys">
          <ApiKeysPanel online={online} organizations={organizations} />
        </Tabs.Panel>
        <Tabs.Panel value="webhooks">
          <WebhooksPanel online={online} organizations={organizations} />
        </Tabs.Panel>
        <Tabs.Panel value="reference">
          <ApiReference target={target} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  )
}
