// SYNC-PULL-2: a pull page the server answered before the device's own edit landed reaches the
// replica after that edit was confirmed. It must not take the replica back, or the next edit is
// pushed against the older state, the server wins the conflict (jobs are server-wins) and the
// edit is lost. Realtime change frames are all dropped so only the pull speaks.
import { describe, expect, it } from 'vitest'
import { jobRow, makeUser, sql, type TestServer } from '../../../supabase/tests/helpers.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import { prng } from '../backend/fuzz/random.ts'
import { ChaosNet } from './chaos-net.ts'
import { openDevice, until } from './replica.ts'
import { useSyncServer } from './sync-server.ts'
import { outboxEmpty } from '../../factories/outbox.ts'

let server: TestServer
const devices = useSyncServer((s) => (server = s))

/** A fetch that, once armed, holds the next jobs pull's answer until released. */
function holdingFetch() {
  let armed = false
  let answered = () => {}
  let release = () => {}
  const gate = {
    /** Resolves when the server has answered the held pull. */
    arm(): Promise<void> {
      armed = true
      return new Promise((resolve) => (answered = resolve))
    },
    release: () => release(),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      const res = await fetch(input, init)
      if (armed && url.pathname.endsWith('/rest/v1/rpc/pull_jobs')) {
        armed = false
        const released = new Promise<void>((resolve) => (release = resolve))
        answered()
        await released
      }
      return res
    }) as typeof fetch,
  }
  return gate
}

const serverTitle = async (id: string) =>
  (await sql(server, 'select title from public.jobs where id = $1', [id]))[0]?.['title']

describe('a stale pull page', () => {
  it('[SYNC-PULL-2] answered before the device’s own edit landed, does not undo it or lose the next edit', async () => {
    const owner = await makeUser(server, ['company'])
    const job = jobRow(owner.id, { title: 'Framing crew, two weeks' })
    const id = String(job['id'])
    await owner.db.from('jobs').insert(job)
    const net = holdingFetch()
    const d = await openDevice(server, owner, {
      collections: ['jobs'],
      fetch: net.fetch,
      transport: new ChaosNet(prng(1), 1).transport(),
    })
    devices.push(d)
    const local = async () => (await d.db.jobs.findOne(id).exec())?.title
    await until(local)
    const repos = repositoriesFor(d.db)

    // The look-back page holds the job as it is now; its answer waits.
    const held = net.arm()
    d.engine.resync({ lookBack: true })
    await held
    await repos.jobs.patch(id, { title: 'Framing crew, three weeks' })
    // Confirmed: on the server and out of the outbox. RxDB stores the pushed state as the assumed
    // master state just after; the pause lets that land, as it has on a device that reads the page
    // later (before it, RxDB takes the page's row for a local change and leaves the replica alone).
    await until(async () =>
      (await serverTitle(id)) === 'Framing crew, three weeks' ? true : undefined,
    )
    await until(() => outboxEmpty(d.db))
    await new Promise((r) => setTimeout(r, 300))
    net.release()
    await d.engine.awaitInSync()
    expect.soft(await local()).toBe('Framing crew, three weeks')

    await repos.jobs.patch(id, { title: 'Framing crew, four weeks' })
    await until(() => outboxEmpty(d.db))
    await d.engine.awaitInSync()
    expect(await serverTitle(id)).toBe('Framing crew, four weeks')
    expect(await local()).toBe('Framing crew, four weeks')
  })
})
