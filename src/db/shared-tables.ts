// The tables replicated through the shared collection (SPEC SYNC-MUX-1). A table joins by its
// declaration here plus its migration.
import { conversationMembers } from './conversation-member.table.ts'
import { conversations } from './conversation.table.ts'
import { jobScopePreferences } from './job-scope-preference.table.ts'
import { messages } from './message.table.ts'
import { navigationEvents } from './navigation-event.table.ts'
import { pageTimeSpent } from './page-time-spent.table.ts'
import { portfolioItems } from './portfolio-item.table.ts'
import { savedJobs } from './saved-job.table.ts'
import type { TableDef } from './table-def.ts'

export const sharedTables: readonly TableDef[] = [
  portfolioItems,
  pageTimeSpent,
  navigationEvents,
  savedJobs,
  jobScopePreferences,
  conversations,
  conversationMembers,
  messages,
]

export function tableMap(tables: readonly TableDef[]): ReadonlyMap<string, TableDef> {
  const map = new Map<string, TableDef>()
  for (const t of tables) {
    if (map.has(t.name)) throw new Error(`Table ${t.name} is declared twice`)
    map.set(t.name, t)
  }
  return map
}
