// The bell's badge counts every unread notification in the replica, not only the 20 it lists.
import { firstValueFrom, filter } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../factories/database.ts'
import { NOTIFICATIONS_SHOWN, repositoriesFor } from '../../../src/data/index.ts'
import { replicatedCollections, type AppDatabase } from '../../../src/db/index.ts'

const open: AppDatabase[] = []
afterEach(async () => {
  while (open.length) await open.pop()!.close()
})

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const ME = uuid(900)
const SOMEONE_ELSE = uuid(901)

function notification(n: number, userId: string, read: boolean) {
  return replicatedCollections.notifications.withLocalFields({
    id: uuid(n),
    user_id: userId,
    type: 'other',
    title: `t${n}`,
    message: 'm',
    data: '{}',
    read,
    read_at: null,
    // n minutes past midnight: a higher n is newer.
    created_at: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
  })
}

describe('unread notifications count', () => {
  it('counts unread ones older than the newest 20, the user’s own only, live', async () => {
    const db = await createTestDatabase({ collections: ['notifications'] })
    open.push(db)
    // 25 older unread, then the 20 newest all read; and another user's unread one.
    await db.notifications.bulkInsert([
      ...Array.from({ length: 25 }, (_, i) => notification(i, ME, false)),
      ...Array.from({ length: 20 }, (_, i) => notification(100 + i, ME, true)),
      notification(200, SOMEONE_ELSE, false),
    ])
    const repo = repositoriesFor(db).notifications
    const latest = await firstValueFrom(repo.latest$(ME))
    expect(latest).toHaveLength(NOTIFICATIONS_SHOWN)
    expect(latest.every((n) => n.read)).toBe(true)

    const counts: number[] = []
    const sub = repo.unreadCount$(ME).subscribe((n) => counts.push(n))
    const reach = (n: number) =>
      firstValueFrom(repo.unreadCount$(ME).pipe(filter((count) => count === n)))
    try {
      await reach(25)
      await repo.markRead(uuid(3))
      await reach(24)
      await repo.markAllRead(ME)
      await reach(0)
      expect(counts[0]).toBe(25)
      expect(counts.at(-1)).toBe(0)
      expect(await firstValueFrom(repo.unreadCount$(SOMEONE_ELSE))).toBe(1)
    } finally {
      sub.unsubscribe()
    }
  })
})
