// The English catalogue: one namespace per file, keyed by namespace.
import { common } from './common.ts'
import { errors } from './errors.ts'
import { help } from './help.ts'
import { home } from './home.ts'
import { legal } from './legal.ts'
import { pages } from './pages.ts'
import { pricing } from './pricing.ts'
import { roles } from './roles.ts'
import { shell } from './shell.ts'

export const en = {
  common,
  errors,
  help,
  home,
  legal,
  pages,
  pricing,
  roles,
  shell,
} as const

export type Catalogue = typeof en
export type { PageId } from './pages.ts'
