import { useEffect } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { notificationsStore } from '@/features/notifications/index.ts'
import { badgeLabel } from '@/lib/badge.ts'
import { titleIdOf } from '@/routes/index.ts'
import { usePageName } from '@/ui/page-name.ts'

/**
 * "Find Jobs · CraftLink" on known pages, "<job title> · CraftLink" on a page that names what it
 * shows (so tabs, history and screen readers tell jobs apart), the product name elsewhere; with
 * "(n) " in front while n chat messages are unread.
 */
export function useDocumentTitle() {
  const { t } = useTranslation(['common', 'pages'])
  const { pathname } = useLocation()
  const pageName = usePageName(pathname)
  const { unreadMessages } = useSnapshot(notificationsStore)
  useEffect(() => {
    const id = titleIdOf(pathname)
    const name = t('common:productName')
    const page = pageName ?? (id ? t(`pages:${id}.title` as 'pages:home.title') : null)
    const title = page ? t('common:documentTitle', { page, name }) : name
    // Unread messages show in the tab, as mail and chat apps do: "(3) Find Jobs · CraftLink".
    document.title = unreadMessages > 0 ? `(${badgeLabel(unreadMessages)}) ${title}` : title
  }, [pathname, pageName, t, unreadMessages])
}
