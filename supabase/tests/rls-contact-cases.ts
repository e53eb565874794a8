// The RLS matrix row for contact details: only the person and admins read or change them (the
// companies a person applied to are checked in profile-contacts.test.ts); nobody deletes.
import { insertAsOwner } from './helpers.ts'
import { BOTH, NONE, OWNER, freeSingleton } from './rls-fixtures.ts'
import type { TableCase } from './rls-cases.ts'

export const CONTACT_CASES: TableCase[] = [
  {
    table: 'profile_contacts',
    pk: 'user_id',
    patch: { phone: '+16135550100' },
    seed: (f) =>
      insertAsOwner(f.server, 'profile_contacts', { user_id: f.ownerId, phone: '+16135550199' }),
    newRow: freeSingleton('profile_contacts', (f) => ({
      user_id: f.ownerId,
      craftsman_phone: '+16135550123',
    })),
    can: { select: BOTH, insert: OWNER, update: BOTH, delete: NONE },
  },
]
