import { useTranslation } from 'react-i18next'
import { ErrorPanel } from '@/ui/ErrorPanel.tsx'

/** Spec section 8: the server's reason, else the default text, and a Try Again button. */
export function AccessDenied({ reason, onRetry }: { reason: string | null; onRetry: () => void }) {
  const { t } = useTranslation('crawler')
  return (
    <main>
      <ErrorPanel
        title={t('gate.deniedTitle')}
        body={reason?.trim() ? reason : t('gate.deniedDefault')}
        actions={[{ label: t('gate.tryAgain'), onClick: onRetry }]}
      />
    </main>
  )
}
