import { Box } from '@mantine/core'
import { IconCompass, IconHome, IconMessageCircle, IconUser, IconUsers } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { notificationsStore } from '@/features/notifications/index.ts'
import { CountBadge } from '@/ui/CountBadge.tsx'
import type { AppPath } from './nav-config.ts'
import { useHoverPrefetch } from './prefetch.tsx'
import classes from './BottomBar.module.css'

const ITEMS: Array<{
  key: 'home' | 'explore' | 'social' | 'messages' | 'profile'
  to: AppPath
  Icon: typeof IconHome
}> = [
  { key: 'home', to: '/', Icon: IconHome },
  { key: 'explore', to: '/jobs', Icon: IconCompass },
  { key: 'social', to: '/social-hub', Icon: IconUsers },
  { key: 'messages', to: '/chat', Icon: IconMessageCircle },
  { key: 'profile', to: '/portfolio', Icon: IconUser },
]

function BarItem({ item, unread }: { item: (typeof ITEMS)[number]; unread: number }) {
  const { t } = useTranslation('shell')
  const hover = useHoverPrefetch(item.to)
  const icon = <item.Icon size={22} aria-hidden />
  return (
    <Link
      to={item.to}
      className={classes.item}
      activeOptions={{ exact: item.to === '/' }}
      {...hover}
    >
      {/* Every icon in a box of one height: the badge's wrapper made Messages' label sit lower. */}
      <span className={classes.icon}>
        {item.key === 'messages' ? <CountBadge count={unread}>{icon}</CountBadge> : icon}
      </span>
      <span>{t(`bottomBar.${item.key}`)}</span>
    </Link>
  )
}

/** Mobile bottom bar (under 768 px): Home, Explore, Social, Messages (unread count), Profile. */
export function BottomBar() {
  const { t } = useTranslation('shell')
  const { unreadMessages } = useSnapshot(notificationsStore)
  return (
    <Box hiddenFrom="sm">
      <div className={classes.spacer} />
      <nav className={classes.bar} aria-label={t('bottomBar.label')} data-testid="bottom-bar">
        {ITEMS.map((item) => (
          <BarItem key={item.key} item={item} unread={unreadMessages} />
        ))}
      </nav>
    </Box>
  )
}
