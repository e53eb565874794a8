// The English catalogue: one namespace per file, keyed by namespace.
import { common } from './common.ts'
import { pwa } from './pwa.ts'

export const en = {
  common,
  pwa,
} as const

export type Catalogue = typeof en
