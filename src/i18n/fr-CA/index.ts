// Le catalogue français (Canada) : un espace de noms par fichier, comme l'anglais.
import type { Translation } from '../shape.ts'
import type { Catalogue } from '../en/index.ts'
import { admin } from './admin.ts'
import { auth } from './auth.ts'
import { automation } from './automation.ts'
import { chat } from './chat.ts'
import { common } from './common.ts'
import { crawler } from './crawler.ts'
import { errors } from './errors.ts'
import { files } from './files.ts'
import { groupAdmin } from './groupAdmin.ts'
import { help } from './help.ts'
import { home } from './home.ts'
import { integrations } from './integrations.ts'
import { jobs } from './jobs.ts'
import { legal } from './legal.ts'
import { mfa } from './mfa.ts'
import { navigation } from './navigation.ts'
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
import { work } from './work.ts'

export const frCA = {
  common,
  admin,
  auth,
  automation,
  chat,
  crawler,
  errors,
  files,
  groupAdmin,
  help,
  home,
  integrations,
  jobs,
  legal,
  mfa,
  navigation,
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
  work,
} as const satisfies Translation<Catalogue>
