import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorPanel } from '@/ui/ErrorPanel.tsx'
import { ErrorBoundary } from './ErrorBoundary.tsx'

function GlobalFallback() {
  const { t } = useTranslation('errors')
  return (
    <ErrorPanel
      title={t('unexpected')}
      body={t('refreshMessage')}
      actions={[{ label: t('refresh'), onClick: () => window.location.reload() }]}
    />
  )
}

/** Last resort around the whole app: only a reload can help once the router itself failed. */
export function GlobalErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={() => <GlobalFallback />}>{children}</ErrorBoundary>
}
