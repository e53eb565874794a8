// The English namespaces only members' pages use, loaded when a page first asks for them
// (src/i18n/index.ts's backend), so a visitor's first load does not carry them.
export const englishLoaders = {
  admin: () => import('./admin.ts').then((m) => m.admin),
  automation: () => import('./automation.ts').then((m) => m.automation),
  chat: () => import('./chat.ts').then((m) => m.chat),
  groupAdmin: () => import('./groupAdmin.ts').then((m) => m.groupAdmin),
  integrations: () => import('./integrations.ts').then((m) => m.integrations),
} as const

export type LazyNamespace = keyof typeof englishLoaders
