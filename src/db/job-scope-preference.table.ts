// The region a user's devices keep jobs for (SYNC-SCOPE-1), chosen in Settings. Lists are JSON
// text columns (SYNC-PUSH-3).
import * as z from 'zod'
import { jsonList, timestamp, uuid } from './fields.ts'
import { defineTable } from './table-def.ts'

export const jobScopePreferenceRow = z.object({
  user_id: uuid,
  provinces: jsonList,
  trades: jsonList,
  created_at: timestamp,
})
export type JobScopePreferenceRow = z.infer<typeof jobScopePreferenceRow>

export const jobScopePreferences = defineTable({
  name: 'job_scope_preferences',
  row: jobScopePreferenceRow,
  primaryKey: 'user_id',
  // Provinces chosen on one device and trades on another offline both stay.
  merge: { kind: 'field-merge' },
})
