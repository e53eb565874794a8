// Roles grouped by what they let their holders do (supabase roles migration). Plain data: the
// sync worker reads it too, without the page registry.

/** Roles with the jobs.post permission. */
export const HIRING_ROLES: ReadonlySet<string> = new Set([
  'company',
  'workshop_owner',
  'franchise_partner',
  'factory_manager',
  'admin',
])

export const WORKING_ROLES: ReadonlySet<string> = new Set(['craftsman', 'apprentice'])
