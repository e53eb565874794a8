import { useEffect } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { titleIdOf } from '@/routes/index.ts'
import { usePageName } from '@/ui/page-name.ts'

/**
 * "Find Jobs · CraftLink" on known pages, "<job title> · CraftLink" on a page that names what it
 * shows (so tabs, history and screen readers tell jobs apart), the product name elsewhere.
 */
export function useDocumentTitle() {
  const { t } = useTranslation(['common', 'pages'])
  const { pathname } = useLocation()
  const pageName = usePageName(pathname)
  useEffect(() => {
    const id = titleIdOf(pathname)
    const name = t('common:productName')
    const page = pageName ?? (id ? t(`pages:${id}.title` as 'pages:home.title') : null)
    document.title = page ? t('common:documentTitle', { page, name }) : name
  }, [pathname, pageName, t])
}
