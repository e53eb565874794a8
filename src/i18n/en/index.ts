// The English catalogue: one namespace per file, keyed by namespace. The app bundles the eager
// ones (eager.ts) and loads the others when needed (lazy.ts); tests and types use the whole.
import { admin } from './admin.ts'
import { automation } from './automation.ts'
import { enEager } from './eager.ts'
import { groupAdmin } from './groupAdmin.ts'
import { chat } from './chat.ts'
import { integrations } from './integrations.ts'

export const en = { ...enEager, admin, automation, chat, groupAdmin, integrations } as const

export type Catalogue = typeof en
export type { PageId } from './pages.ts'
