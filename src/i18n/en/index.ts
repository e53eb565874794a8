// The English catalogue: one namespace per file, keyed by namespace.
import { auth } from './auth.ts'
import { common } from './common.ts'
import { notifications } from './notifications.ts'
import { onboarding } from './onboarding.ts'
import { roles } from './roles.ts'
import { validation } from './validation.ts'

export const en = {
  common,
  auth,
  validation,
  roles,
  notifications,
  onboarding,
} as const

export type Catalogue = typeof en
