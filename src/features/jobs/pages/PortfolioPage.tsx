import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { useUserId } from '../hooks/useUserId.ts'
import { MyApplications } from '../work/MyApplications.tsx'
import { PortfolioSection } from '../work/PortfolioSection.tsx'
import { SavedJobs } from '../saved/SavedJobs.tsx'

/** My Work / My Portfolio (the same page at /my-work and /portfolio). */
export function PortfolioPage() {
  const { t } = useTranslation('pages')
  const userId = useUserId()
  return (
    <PageFrame title={t('portfolio.title')} description={t('portfolio.description')}>
      <Stack gap="xl">
        <MyApplications userId={userId} />
        <SavedJobs />
        <PortfolioSection userId={userId} />
      </Stack>
    </PageFrame>
  )
}
