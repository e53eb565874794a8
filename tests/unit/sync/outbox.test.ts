// [SYNC-STATE-1] The page writes only documents; the worker's outbox alone keeps the rows: it
// finds each change of the user (a revision the pull did not write), also one made while it was
// not running, and moves its row on from the push's outcomes. Real replica over fake IndexedDB.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { firstValueFrom, filter } from 'rxjs'
import type { AppDatabase, NotificationDoc } from '@/db/index.ts'
import { NotificationsRepository } from '@/data/notifications.repo.ts'
import { OutboxRepository } from '@/data/outbox.repo.ts'
import { createTestDatabase } from '../../factories/database.ts'
import { changeRows, confirmStored, startOutbox } from '../../factories/outbox.ts'
import type { CollectionOutbox } from '@sync/outbox.ts'

const USER = '00000000-0000-4000-8000-0000000000a1'
/** Notification n<k>: its id, a uuid ending in k. */
const id = (k: string) => `00000000-0000-4000-8000-00000000000${k}`
const note = (k: string, title: string): NotificationDoc => ({
  id: id(k),
  user_id: USER,
  type: 'system',
  title,
  message: 'm',
  data: '{}',
  read: false,
  read_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  sort_desc: '',
})

let db: AppDatabase
let outbox: CollectionOutbox | null
let repo: NotificationsRepository
beforeEach(async () => {
  db = await createTestDatabase({ collections: ['notifications'] })
  repo = new NotificationsRepository(db)
  outbox = null
})
afterEach(async () => {
  outbox?.stop()
  await outbox?.settle()
  await db.remove()
})

const rows = async () => (await changeRows(db)).map((r) => `${r.doc_id}:${r.state}`)
const rev = async (id: string) =>
  (await db.notifications.findOne(id).exec())!.toJSON(true)._rev as string

/** Writes `doc` as the replication's pull does (the storage marks the revision as pulled). */
async function pull(doc: NotificationDoc) {
  const current = await db.notifications.storageInstance.findDocumentsById([doc.id], true)
  const previous = current[0]
  await db.notifications.storageInstance.bulkWrite(
    [
      {
        previous,
        document: {
          ...doc,
          _deleted: false,
          _attachments: {},
          _rev: previous ? `${Number(previous._rev.split('-')[0]) + 1}-pull` : '1-pull',
          _meta: { lwt: Date.now() + 1 },
        } as never,
      },
    ],
    'replication-downstream-test',
  )
}

const state = (id: string) => firstValueFrom(new OutboxRepository(db).stateOf$('notifications', id))
const until = (id: string, wanted: string) =>
  firstValueFrom(
    new OutboxRepository(db).stateOf$('notifications', id).pipe(filter((s) => s.state === wanted)),
  )

describe('the worker-kept outbox', () => {
  it('records a page write as one row for its revision, labelled from the definition', async () => {
    outbox = await startOutbox(db, 'notifications')
    await repo.insert(note('1', 'Your application was viewed'))
    await outbox.settle()
    const row = await db.sync_outbox.findOne(`notifications:${id('1')}`).exec()
    expect(row?.state).toBe('local')
    expect(row?.rev).toBe(await rev(id('1')))
    expect(row?.label).toBe('Your application was viewed')
  })

  it('finds a change made while it was not running, from its checkpoint', async () => {
    outbox = await startOutbox(db, 'notifications')
    outbox.stop()
    await repo.insert(note('2', 'Written with no worker'))
    expect(await rows()).toEqual([])
    // Saved on this device already: the worker has not looked at that revision yet.
    expect((await state(id('2'))).state).toBe('local')
    outbox = await startOutbox(db, 'notifications')
    expect(await rows()).toEqual([`${id('2')}:local`])
  })

  it('gone once the server confirms the stored state; kept when the user changed it since', async () => {
    outbox = await startOutbox(db, 'notifications')
    await repo.insert(note('3', 'First'))
    await outbox.settle()
    const sent = (await db.notifications.findOne(id('3')).exec())!.toJSON() as Record<
      string,
      unknown
    >
    await repo.patch(id('3'), { title: 'Second' })
    await outbox.serverHolds('notifications', id('3'), sent)
    expect(await rows()).toEqual([`${id('3')}:local`])
    await confirmStored(outbox, db, 'notifications', id('3'))
    expect(await rows()).toEqual([])
    expect((await state(id('3'))).state).toBe('synced')
  })

  it('once the replication is idle, a change it did not offer for push is not waiting', async () => {
    outbox = await startOutbox(db, 'notifications')
    await pull(note('4', 'From the server'))
    await pull(note('5', 'From the server'))
    await repo.patch(id('4'), { title: 'Edited' })
    await repo.patch(id('5'), { title: 'Edited' })
    await outbox.settle()
    expect((await rows()).sort()).toEqual([`${id('4')}:local`, `${id('5')}:local`])
    // Changed back: RxDB finds it equal to the server's state and sends nothing. The other one
    // was offered and is on its way (offline: it waits).
    await repo.patch(id('4'), { title: 'From the server' })
    await outbox.pending('notifications', id('5'))
    await outbox.idle()
    expect(await rows()).toEqual([`${id('5')}:local`])
  })

  it('a pulled revision settles the row; a failed one stays for the user to decide', async () => {
    outbox = await startOutbox(db, 'notifications')
    await repo.insert(note('6', 'Mine'))
    await repo.insert(note('3', 'Refused'))
    await outbox.settle()
    await outbox.failed('notifications', id('3'), '42501', 'denied')
    await pull(note('6', 'Server'))
    await pull(note('3', 'Server'))
    await outbox.settle()
    expect(await rows()).toEqual([`${id('3')}:failed`])
  })

  it('on start, releases rows a gone worker left sending; its first start trusts older rows', async () => {
    // What the page wrote before the worker kept the outbox alone: a row for whichever revision.
    await repo.insert(note('7', 'Pending before'))
    await repo.insert(note('8', 'Confirmed before'))
    await db.sync_outbox.insert({
      id: `notifications:${id('7')}`,
      collection_name: 'notifications',
      doc_id: id('7'),
      rev: '',
      state: 'sending',
      code: '',
      message: '',
      label: 'Pending before',
      updated_at: '2026-11-24T10:00:00.000Z',
      attempts: 1,
    })
    outbox = await startOutbox(db, 'notifications')
    expect(await rows()).toEqual([`${id('7')}:local`])
    const n7 = await db.sync_outbox.findOne(`notifications:${id('7')}`).exec()
    // Released, not rewritten: its place in the queue stays; the revision is adopted.
    expect(n7?.updated_at).toBe('2026-11-24T10:00:00.000Z')
    expect(n7?.rev).toBe(await rev(id('7')))
    expect((await state(id('8'))).state).toBe('synced')
  })

  it('the page sees saved, sending, then synced', async () => {
    outbox = await startOutbox(db, 'notifications')
    await repo.insert(note('9', 'Watched'))
    expect((await state(id('9'))).state).toBe('local')
    await outbox.sending('notifications', id('9'))
    await until(id('9'), 'sending')
    await confirmStored(outbox, db, 'notifications', id('9'))
    await until(id('9'), 'synced')
  })
})
