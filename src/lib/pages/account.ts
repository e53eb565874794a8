// The profile, settings, administration and diagnostics.
import type { PageDecl } from '../page-registry.ts'

export const ACCOUNT_PAGES = [
  {
    page: 'Profile',
    path: '/profile',
    title: 'profile',
    palette: { category: 'account', triggers: ['profile', 'account', 'me'], priority: 7 },
    prefetch: { own: true, tier: 'idle' },
  },
  { page: 'PublicProfile', path: '/profile/$userId', title: 'publicProfile', customRoute: true },
  {
    page: 'Settings',
    path: '/settings',
    title: 'settings',
    palette: {
      category: 'account',
      triggers: ['preferences', 'configuration', 'password'],
      priority: 6,
    },
    prefetch: { own: true, tier: 'idle' },
  },
  {
    page: 'Admin',
    path: '/admin',
    title: 'admin',
    palette: { category: 'admin', triggers: ['administration'], priority: 4, adminOnly: true },
    nav: [{ group: 'admin', label: 'adminDashboard', order: 1 }],
  },
  {
    page: 'AdminRbac',
    path: '/admin/rbac',
    title: 'adminRbac',
    palette: {
      category: 'admin',
      triggers: ['roles', 'permissions'],
      priority: 4,
      adminOnly: true,
    },
  },
  {
    page: 'GroupAdmin',
    path: '/group-admin',
    title: 'groupAdmin',
    palette: { category: 'admin', triggers: ['groups'], priority: 4, adminOnly: true },
    nav: [{ group: 'admin', label: 'groupAdmin', order: 2 }],
  },
  {
    page: 'RealtimeDebug',
    path: '/realtime-debug',
    title: 'realtimeDebug',
    palette: { category: 'account', triggers: ['sync', 'offline', 'debug'] },
  },
  {
    page: 'CrawlerProtection',
    path: '/crawler-protection',
    title: 'crawlerProtection',
    palette: { category: 'admin', triggers: ['bots', 'security'], priority: 4, adminOnly: true },
  },
] as const satisfies readonly PageDecl[]
