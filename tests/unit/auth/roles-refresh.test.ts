// The role switcher's refresh from the server (issue 41): a failed refresh is silent when this
// device's replica has the user's roles (offline, or a network that connects but reaches nothing);
// "Failed to load your roles" shows only when nothing can be shown instead. The network seam
// (roles-api) answers as supabase-js does when the request cannot reach the server.
import { notifications } from '@mantine/notifications'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { createTestDatabase } from '../../factories/database.ts'
import { provideDatabase } from '../../../src/data/repositories.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import type { AppDatabase } from '../../../src/db/index.ts'
import { loadRoles, rolesStore } from '../../../src/features/roles/index.ts'

vi.mock('@/backend/roles-api.ts', () => {
  const unreachable = {
    ok: false,
    error: { message: 'TypeError: Failed to fetch', code: '', details: '', hint: '' },
  }
  return {
    fetchCurrentRoleSession: () => Promise.resolve(unreachable),
    createDefaultRoleSession: () => Promise.resolve(unreachable),
    fetchUserRoles: () => Promise.resolve(unreachable),
    switchUserRole: () => Promise.resolve(unreachable),
  }
})

const userId = '00000000-0000-4000-8000-0000000000b1'
let db: AppDatabase
let shown: MockInstance<typeof notifications.show>

beforeEach(async () => {
  db = await createTestDatabase({ collections: ['user_roles'] })
  provideDatabase(db)
  shown = vi.spyOn(notifications, 'show')
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(async () => {
  vi.restoreAllMocks()
  provideDatabase(null)
  rolesStore.roles = []
  rolesStore.session = null
  await db.close()
})

async function holdOnDevice(role: string) {
  await repositoriesFor(db).userRoles.insert({
    id: '00000000-0000-4000-8000-0000000000c1',
    user_id: userId,
    role,
    status: 'active',
    organization_id: null,
    region_scope: null,
    trade_scope: null,
    expires_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
  })
}

describe('refreshing roles from the server', () => {
  it('is silent when the server is unreachable and the replica holds the roles', async () => {
    await holdOnDevice('craftsman')
    await loadRoles(userId)
    expect(shown).not.toHaveBeenCalled()
  })

  it('says "Failed to load your roles" when the device has nothing to show', async () => {
    await loadRoles(userId)
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Error', message: 'Failed to load your roles' }),
    )
  })
})
