// Names in any script sync (the app's name rule and the database's is_person_name agree), and a
// name the app refuses is refused by the server too.
import { describe, expect, it } from 'vitest'
import { makeUser, sql, type TestServer } from '../../../supabase/tests/helpers.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import { nameSchema } from '../../../src/lib/validation/index.ts'
import { openDevice, until } from './replica.ts'
import { useSyncServer } from './sync-server.ts'

let server: TestServer
const devices = useSyncServer((s) => (server = s))

const NAMES = [
  'Zoë Tremblay',
  "Seán O'Brien",
  'Nguyễn Thị Lan',
  'Jean-François Côté',
  'Владимир Ковальчук',
  'محمد علي',
  'Rene\u0301e Ka\u02bbahumanu',
]

describe('person names in any script', () => {
  it('[SYNC-ERR-1] a name the app accepts is saved on the server, not failed', async () => {
    const user = await makeUser(server)
    const d = await openDevice(server, user, { collections: ['user_profiles'] })
    devices.push(d)
    const repo = repositoriesFor(d.db).userProfiles
    await until(async () => (await repo.get(user.id)) ?? undefined)
    for (const name of NAMES) {
      expect(nameSchema.safeParse(name).success, name).toBe(true)
      await repo.patch(user.id, { full_name: name })
      const [row] = await until(async () => {
        const rows = await sql(
          server,
          'select full_name from public.user_profiles where user_id = $1',
          [user.id],
        )
        return rows[0]?.['full_name'] === name ? rows : undefined
      })
      expect(row?.['full_name']).toBe(name)
      const outbox = await d.db.sync_outbox.findOne(`user_profiles:${user.id}`).exec()
      expect(outbox?.state ?? 'synced').not.toBe('failed')
    }
  })

  it('the server refuses what the app refuses', async () => {
    for (const bad of ['R2-D2', "'-", 'Ana 😀', '<b>Bob</b>']) {
      expect(nameSchema.safeParse(bad).success, bad).toBe(false)
      const [row] = await sql(server, 'select public.is_person_name($1) ok', [bad])
      expect(row?.['ok'], bad).toBe(false)
    }
  })
})
