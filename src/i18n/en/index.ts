// The English catalogue: one namespace per file, keyed by namespace.
import { auth } from './auth.ts'
import { common } from './common.ts'
import { errors } from './errors.ts'
import { help } from './help.ts'
import { home } from './home.ts'
import { legal } from './legal.ts'
import { notifications } from './notifications.ts'
import { onboarding } from './onboarding.ts'
import { pages } from './pages.ts'
import { pricing } from './pricing.ts'
import { profiles } from './profiles.ts'
import { pwa } from './pwa.ts'
import { roles } from './roles.ts'
import { settings } from './settings.ts'
import { shell } from './shell.ts'
import { sync } from './sync.ts'
import { validation } from './validation.ts'

export const en = {
  common,
  auth,
  errors,
  help,
  home,
  legal,
  notifications,
  onboarding,
  pages,
  pricing,
  profiles,
  pwa,
  roles,
  settings,
  shell,
  sync,
  validation,
} as const

export type Catalogue = typeof en
export type { PageId } from './pages.ts'
