// The English namespaces every page may need, bundled with the app's entry. The namespaces only
// members' pages use load when first needed (./lazy.ts); index.ts is the whole catalogue.
import { auth } from './auth.ts'
import { common } from './common.ts'
import { crawler } from './crawler.ts'
import { errors } from './errors.ts'
import { files } from './files.ts'
import { help } from './help.ts'
import { home } from './home.ts'
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

export const enEager = {
  common,
  auth,
  crawler,
  errors,
  files,
  help,
  home,
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
} as const
