// The offline banner counts the user's changes waiting in the outbox (real replica over fake
// IndexedDB, real outbox): before issue 30 nothing fed its count and it never showed one.
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../factories/database.ts'
import { provideDatabase } from '../../../src/data/repositories.ts'
import { markOffline, markOnline } from '../../../src/data/connectivity.ts'
import type { AppDatabase } from '../../../src/db/index.ts'
import { OfflineBanner } from '../../../src/features/pwa/components/OfflineBanner.tsx'
import { renderWithProviders } from '../../../src/features/pwa/pwa-test-utils.tsx'
import { confirmStored, startOutbox } from '../../factories/outbox.ts'

let db: AppDatabase

beforeEach(async () => {
  db = await createTestDatabase({ collections: ['job_applications'] })
  provideDatabase(db)
})
afterEach(async () => {
  cleanup()
  markOnline()
  provideDatabase(null)
  await db.close()
})

const banner = () => screen.getByRole('status')

describe('the offline banner', () => {
  // Rows the worker made for changes it learnt of from the push (no document in this replica).
  it('says how many changes wait to be sent, leaving failed ones out', async () => {
    const outbox = await startOutbox(db, 'job_applications')
    await outbox.waiting('job_applications', 'a1', '', '')
    renderWithProviders(<OfflineBanner />)
    await act(async () => markOffline())
    await waitFor(() => expect(banner().textContent).toContain('1 change is waiting to be sent.'))
    await outbox.waiting('job_applications', 'a2', '', '')
    await outbox.failed('job_applications', 'a3', '23514', 'refused')
    await waitFor(() => expect(banner().textContent).toContain('2 changes are waiting to be sent.'))
    await confirmStored(outbox, db, 'job_applications', 'a1')
    await confirmStored(outbox, db, 'job_applications', 'a2')
    await waitFor(() => expect(banner().textContent).not.toContain('waiting'))
    expect(banner().textContent).toContain('You are offline')
  })
})
