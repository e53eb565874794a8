import { useEffect } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { titleIdOf } from '@/routes/index.ts'

/** "Find Jobs · CraftLink" on known pages, the product name elsewhere. */
export function useDocumentTitle() {
  const { t } = useTranslation(['common', 'pages'])
  const { pathname } = useLocation()
  useEffect(() => {
    const id = titleIdOf(pathname)
    const name = t('common:productName')
    document.title = id
      ? t('common:documentTitle', { page: t(`pages:${id}.title` as 'pages:home.title'), name })
      : name
  }, [pathname, t])
}
