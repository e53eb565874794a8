// Every section-5 rule is enforced by the server, whichever path the write takes, and the error
// names its constraint (23514 with `violates check constraint "<name>"`), which the app maps to
// the spec's message (supabase/README.md). A refused write leaves nothing behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  insertAsOwner,
  jobRow,
  makeUser,
  sql,
  startProductServer,
  type TestServer,
  type User,
} from './helpers.ts'
import { CONSTRAINT_CASES, type Ctx, type Who } from './constraint-cases.ts'

let server: TestServer
let users: Record<Who, User>
let ctx: Ctx

beforeAll(async () => {
  server = await startProductServer()
  users = {
    company: await makeUser(server, ['company']),
    craftsman: await makeUser(server, ['craftsman']),
    admin: await makeUser(server, ['admin'], 'Test User', { aal: 'aal2' }),
  }
  const job = await insertAsOwner(server, 'jobs', jobRow(users.company.id))
  ctx = { company: users.company.id, craftsman: users.craftsman.id, jobId: String(job.id) }
})
afterAll(async () => {
  await server?.close()
})

describe.each(CONSTRAINT_CASES)('$table: $constraint', (c) => {
  it(`refuses ${JSON.stringify(c.bad).slice(0, 60)}`, async () => {
    const db = users[c.who].db
    const valid = c.valid(ctx)
    const pkName = 'id' in valid ? 'id' : 'user_id'
    const pk = String(valid[pkName])
    const before = await sql(server, `select count(*)::int as n from public.${c.table}`)
    let error
    if (c.update) {
      const existing = await sql(server, `select 1 from public.${c.table} where ${pkName} = $1`, [
        pk,
      ])
      if (existing.length === 0) expect((await db.from(c.table).insert(valid)).error).toBeNull()
      error = (await db.from(c.table).update(c.bad).eq(pkName, pk)).error
    } else {
      error = (await db.from(c.table).insert({ ...valid, ...c.bad })).error
    }
    expect(error?.code).toBe('23514')
    expect(error?.message).toContain(`violates check constraint "${c.constraint}"`)
    if (!c.update)
      expect(await sql(server, `select count(*)::int as n from public.${c.table}`)).toEqual(before)
  })
})
