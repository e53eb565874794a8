import { useTranslation } from 'react-i18next'
import { useNavigate } from '@tanstack/react-router'
import { ErrorPanel } from '@/ui/ErrorPanel.tsx'

/** What non-admins see on the admin screen (the function refuses them too). */
export function NoAccess() {
  const { t } = useTranslation('crawler')
  const navigate = useNavigate()
  return (
    <ErrorPanel
      title={t('screen.noAccessTitle')}
      body={t('screen.noAccessBody')}
      actions={[{ label: t('screen.goHome'), onClick: () => void navigate({ to: '/' }) }]}
    />
  )
}
