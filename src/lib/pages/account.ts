// The profile, settings, administration and diagnostics.
import type { PageDecl } from '../page-registry.ts'

export const ACCOUNT_PAGES = [
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
    quick: {
      id: 'qa-settings',
      key: 'settings',
      priority: 3,
      roles: ['guest', 'company', 'craftsman'],
      shortcut: ['g', 's'],
      variant: 'default',
    },
    suggest: {
      id: 'settings',
      key: 'settings',
      category: 'account',
      icon: 'settings',
      priority: 5,
      triggers: ['settings', 'preferences'],
      roles: ['company', 'craftsman'],
    },
  },
  {
    page: 'Profile',
    path: '/profile',
    title: 'profile',
    palette: { category: 'account', triggers: ['profile', 'account', 'me'], priority: 7 },
    prefetch: { own: true, tier: 'idle' },
    actions: [
      {
        id: 'nav-profile',
        key: 'myProfile',
        offeredTo: 'everyone',
        priority: 7,
        category: 'account',
        triggers: ['profile', 'account', 'me'],
        icon: 'user',
      },
      {
        id: 'nav-complete-profile',
        key: 'completeProfile',
        offeredTo: 'profileIncomplete',
        priority: 10,
        category: 'gettingStarted',
        triggers: ['profile', 'complete'],
        icon: 'user-check',
      },
    ],
    quick: {
      id: 'qa-profile',
      key: 'profile',
      priority: 3,
      roles: ['guest', 'company', 'craftsman'],
      shortcut: ['g', 'u'],
      variant: 'default',
    },
    suggest: {
      id: 'profile',
      key: 'profile',
      category: 'account',
      icon: 'user',
      priority: 7,
      triggers: ['profile', 'account', 'me'],
    },
  },
  { page: 'PublicProfile', path: '/profile/$userId', title: 'publicProfile', customRoute: true },
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
    // Organization administrators (companies) use it too, so the palette offers it to everyone.
    palette: {
      category: 'admin',
      triggers: ['groups', 'team', 'members', 'organization'],
      priority: 4,
    },
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
