// The apply form's toast says where the application is (issue 41): "saved on this device" while
// the server has not confirmed it, online or offline; "Application sent." only once the worker's
// outbox has the server's confirmation (SPEC SYNC-STATE-1). Real replica (fake IndexedDB), real
// outbox.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { createTestDatabase } from '../../factories/database.ts'
import { provideDatabase } from '../../../src/data/repositories.ts'
import { sharedTables, type AppDatabase, type JobDoc } from '../../../src/db/index.ts'
import { ApplyForm } from '../../../src/features/jobs/components/ApplyForm.tsx'
import { connectivity } from '../../../src/data/connectivity.ts'
import { i18n } from '../../../src/i18n/index.ts'
import type { CollectionOutbox } from '../../../sync/outbox.ts'
import { confirmStored, startOutbox } from '../../factories/outbox.ts'

const applicant = '00000000-0000-4000-8000-0000000000d1'
const job = {
  id: '00000000-0000-4000-8000-0000000000e1',
  owner_id: '22222222-2222-4222-8222-222222222222',
} as JobDoc

// Mantine's autosize textarea listens for font loads; jsdom has no document.fonts.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
})

let db: AppDatabase
let shown: MockInstance<typeof notifications.show>
let outbox: CollectionOutbox

beforeEach(async () => {
  db = await createTestDatabase({ collections: ['job_applications'], tables: sharedTables })
  provideDatabase(db)
  outbox = await startOutbox(db, 'job_applications')
  shown = vi.spyOn(notifications, 'show')
})
afterEach(async () => {
  vi.restoreAllMocks()
  outbox.stop()
  await outbox.settle()
  connectivity.online = true
  provideDatabase(null)
  await db.close()
})

const messages = () => shown.mock.calls.map(([n]) => String(n.message))

async function apply() {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <ApplyForm job={job} userId={applicant} onDone={() => {}} />
      </MantineProvider>
    </I18nextProvider>,
  )
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  fill(/^Cover letter/, 'I have wired three restaurants like this one and can start next week.')
  fill(/^Hourly rate/, '48')
  fill(/^Relevant experience/, 'Twelve years of commercial fit-outs.')
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  fill(/^Available from/, start)
  fireEvent.click(screen.getByRole('button', { name: 'Submit application' }))
  await waitFor(() => expect(shown).toHaveBeenCalled())
  const stored = await db.job_applications.find().exec()
  expect(stored).toHaveLength(1)
  return stored[0]!.id
}

describe('the application toast', () => {
  it('online: saved on this device until the server confirms, then sent', async () => {
    const id = await apply()
    expect(messages()).toEqual(['Application saved on this device. Sending it now…'])
    await waitFor(async () =>
      expect((await db.sync_outbox.findOne(`job_applications:${id}`).exec())?.state).toBe('local'),
    )
    expect(messages()).not.toContain('Application sent.')
    await confirmStored(outbox, db, 'job_applications', id)
    await waitFor(() => expect(messages()).toContain('Application sent.'))
  })

  it('offline: saved on this device, sent when back online', async () => {
    connectivity.online = false
    const id = await apply()
    expect(messages()).toEqual([
      'Application saved on this device. It will be sent when you are back online.',
    ])
    await confirmStored(outbox, db, 'job_applications', id)
    await waitFor(() => expect(messages()).toContain('Application sent.'))
  })

  it('refused by the server: says why, never "sent"', async () => {
    const id = await apply()
    await outbox.failed('job_applications', id, '23505', 'duplicate key value')
    await waitFor(() => expect(messages().at(-1)).toMatch(/^Not sent: /))
    expect(messages()).not.toContain('Application sent.')
  })
})
