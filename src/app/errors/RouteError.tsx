import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ErrorPanel } from '@/ui/ErrorPanel.tsx'
import { isChunkLoadError } from './chunk-error.ts'

/** A page failed: its code did not load (Page Loading Error) or it threw while rendering. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('errors')
  const router = useRouter()
  if (isChunkLoadError(error)) {
    return (
      <ErrorPanel
        title={t('pageLoadingError')}
        body={t('pageLoadingErrorBody')}
        actions={[
          { label: t('goToHomepage'), onClick: () => void router.navigate({ to: '/' }) },
          { label: t('tryAgain'), variant: 'default', onClick: () => window.location.reload() },
        ]}
      />
    )
  }
  return (
    <ErrorPanel
      title={t('somethingWentWrong')}
      body={t('somethingWentWrongBody')}
      actions={[
        {
          label: t('tryAgain'),
          onClick: () => {
            reset()
            void router.invalidate()
          },
        },
      ]}
    />
  )
}
