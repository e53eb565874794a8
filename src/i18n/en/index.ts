// The English catalogue: one namespace per file, keyed by namespace.
import { common } from './common.ts'

export const en = {
  common,
} as const

export type Catalogue = typeof en
