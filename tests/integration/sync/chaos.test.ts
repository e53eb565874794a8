// Chaos: three devices of two users write while the network drops and returns, the backend
// restarts and realtime change frames are lost. Seeded (CHAOS_SEED replays a schedule), loopback
// only, bounded in time. At the end every replica equals the server's rows its user may read,
// and every write arrived exactly once.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  makeUser,
  sql,
  startProductServer,
  type TestServer,
  type User,
} from '../../../supabase/tests/helpers.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import {
  portfolioItems,
  sameServerState,
  serverFields,
  type ReplicatedName,
} from '../../../src/db/index.ts'
import { prng } from '../backend/fuzz/random.ts'
import { ChaosNet } from './chaos-net.ts'
import { Ledger, schedule, type Writer } from './chaos-plan.ts'
import { openDevice, until, type Device } from './replica.ts'
import { changeRows } from '../../factories/outbox.ts'

const SEED = Number(process.env['CHAOS_SEED'] ?? 39)
const WRITES = 200
const DROPS = 20
const FRAME_DROP_RATE = 0.3
const COLLECTIONS: readonly ReplicatedName[] = ['navigation_preferences', 'jobs']
/** Compared tables: the dedicated collections and portfolio_items of the shared one. */
const TABLES = [...COLLECTIONS, 'portfolio_items'] as const
type Table = (typeof TABLES)[number]

const dir = mkdtempSync(join(tmpdir(), 'craftlink-chaos-'))
let server: TestServer
const devices: Device[] = []
afterAll(async () => {
  for (const d of devices) await d.close().catch(() => {})
  await server?.close().catch(() => {})
  rmSync(dir, { recursive: true, force: true })
})

interface Member {
  name: string
  user: User
  net: ChaosNet
  device: Device
}

type Row = Record<string, unknown>

const fieldsOf = (name: Table) =>
  name === 'portfolio_items' ? portfolioItems.fields : serverFields(name)

async function localRows(d: Device, name: Table): Promise<Row[]> {
  if (name !== 'portfolio_items') {
    return (await d.db.collections[name].find().exec()).map((doc) => doc.toJSON() as Row)
  }
  const docs = await d.db.rows!.find({ selector: { table: name } }).exec()
  return docs.map((doc) => doc.toJSON().row)
}

/** What differs between a device's replica and the server's rows its user may read. */
async function replicaDiff(m: Member): Promise<{ rows: number; diff: string[] }> {
  const diff: string[] = []
  let rows = 0
  for (const name of TABLES) {
    const { data, error } = await m.user.db.from(name).select('*').eq('_deleted', false)
    if (error) return { rows, diff: [`${name}: ${error.message}`] }
    const server = new Map((data as Row[]).map((r) => [pkOf(name, r), r]))
    const local = await localRows(m.device, name)
    rows += server.size
    for (const doc of local) {
      const row = server.get(pkOf(name, doc))
      if (!row) diff.push(`${name} ${pkOf(name, doc)} only on the device`)
      else if (!sameServerState(doc, row, fieldsOf(name)))
        diff.push(`${name} ${pkOf(name, doc)} differs`)
      server.delete(pkOf(name, doc))
    }
    for (const id of server.keys()) diff.push(`${name} ${id} missing on the device`)
  }
  return { rows, diff }
}

const pkOf = (name: Table, row: Row): string =>
  String(row[name === 'navigation_preferences' ? 'user_id' : 'id'])

/** Ledger rows whose server state is not what their last write made (lost), and server rows the
 * test never wrote or holds twice (duplicated). */
async function serverDiff(ledger: Ledger, users: User[]) {
  const ids = users.map((u) => u.id)
  const lost: string[] = []
  let duplicated = 0
  for (const [table, owner, expected] of [
    ['portfolio_items', 'user_id', ledger.portfolio],
    ['jobs', 'owner_id', ledger.jobs],
  ] as const) {
    const rows = await sql(server, `select * from public.${table} where ${owner} = any($1)`, [ids])
    const seen = new Map<string, number>()
    for (const r of rows) seen.set(String(r['id']), (seen.get(String(r['id'])) ?? 0) + 1)
    duplicated += [...seen].filter(([id, n]) => n > 1 || !expected.has(id)).length
    for (const [id, e] of expected) {
      const r = rows.find((x) => x['id'] === id)
      const budget = 'budget' in e ? e.budget : undefined
      // A row created and removed before it ever left the device never reaches the server.
      if (!r && e.deleted) continue
      if (
        !r ||
        r['title'] !== e.title ||
        r['_deleted'] !== e.deleted ||
        (budget !== undefined && Number(r['budget_max']) !== budget)
      ) {
        lost.push(
          `${table} ${id}: ${JSON.stringify(e)} on the server ${JSON.stringify(r && { title: r['title'], deleted: r['_deleted'] })}`,
        )
      }
    }
  }
  for (const [userId, fields] of ledger.prefs) {
    const [r] = await sql(
      server,
      'select * from public.navigation_preferences where user_id = $1',
      [userId],
    )
    for (const [f, v] of Object.entries(fields))
      if (r?.[f] !== v) lost.push(`navigation_preferences ${userId}.${f}`)
  }
  return { lost, duplicated }
}

describe('sync under chaos', () => {
  it('[SYNC-PUSH-2] [SYNC-LIVE-3] [SYNC-CONF-2] three devices, dropped network, restarted backend, lost frames: replicas equal the server, no write lost or doubled', async () => {
    const started = Date.now()
    server = await startProductServer({ dataDir: dir })
    const port = Number(new URL(server.url).port)
    const company = await makeUser(server, ['company'], 'Chaos Builders')
    const craftsman = await makeUser(server, [], 'Chaos Carpenter')
    const plan: { name: string; user: User; field: Writer['field'] }[] = [
      { name: 'a1', user: company, field: 'preferred_workflow' },
      { name: 'a2', user: company, field: 'skill_level' },
      { name: 'b1', user: craftsman, field: 'preferred_workflow' },
    ]
    const members: Member[] = []
    for (const [i, p] of plan.entries()) {
      const net = new ChaosNet(prng(SEED * 31 + i), FRAME_DROP_RATE)
      const device = await openDevice(server, p.user, {
        collections: COLLECTIONS,
        tables: [portfolioItems],
        fetch: net.fetch,
        transport: net.transport(),
      })
      devices.push(device)
      members.push({ name: p.name, user: p.user, net, device })
    }
    for (const m of members) {
      await until(
        async () =>
          (await m.device.db.navigation_preferences.findOne(m.user.id).exec()) ?? undefined,
        15_000,
      )
    }
    const writers: Writer[] = members.map((m, i) => ({
      name: m.name,
      userId: m.user.id,
      repos: repositoriesFor(m.device.db),
      field: plan[i]!.field,
      postsJobs: m.user === company,
    }))

    const rand = prng(SEED)
    const plan2 = schedule(rand, WRITES, DROPS, members.length)
    const ledger = new Ledger()
    let restartMs = 0
    for (let step = 0; step < WRITES; step++) {
      for (const d of plan2.drops) {
        const m = members[d.device]!
        if (d.at === step) m.net.drop()
        // The browser's `online` event: the app asks for a re-sync (SYNC-LIVE-2).
        if (
          d.until === step &&
          !plan2.drops.some(
            (o) => o !== d && o.device === d.device && o.at < step && o.until > step,
          )
        ) {
          m.net.restore()
          m.device.engine.resync()
        }
      }
      for (const r of plan2.restarts) {
        const t = Date.now()
        if (r.at === step) await server.close()
        if (r.until === step) server = await startProductServer({ dataDir: dir, port })
        restartMs += r.at === step || r.until === step ? Date.now() - t : 0
      }
      await ledger.write(rand, writers[step % writers.length]!, step)
      await new Promise((res) => setTimeout(res, plan2.pauses[step]))
    }
    const writesDone = Date.now()

    // Everything back; the timed re-sync (every 30 s in the app, with its look-back) runs sooner.
    for (const m of members) {
      m.net.restore()
      m.device.engine.resync()
    }
    let last: { rows: number; diff: string[] }[] = []
    let outbox: string[] = []
    await until(async () => {
      for (const m of members) m.device.engine.resync({ lookBack: true })
      await new Promise((res) => setTimeout(res, 1500))
      outbox = []
      for (const m of members) {
        for (const r of await changeRows(m.device.db)) {
          outbox.push(`${m.name} ${r.state} ${r.collection_name} ${r.code} ${r.message}`)
        }
      }
      last = await Promise.all(members.map(replicaDiff))
      return outbox.length === 0 && last.every((l) => l.diff.length === 0) ? true : undefined
    }, 90_000).catch(() => undefined)

    const { lost, duplicated } = await serverDiff(ledger, [company, craftsman])
    const figures = {
      seed: SEED,
      writes: ledger.counts,
      drops: DROPS,
      restarts: plan2.restarts.length,
      framesSeen: members.reduce((n, m) => n + m.net.framesSeen, 0),
      framesDropped: members.reduce((n, m) => n + m.net.framesDropped, 0),
      answersLost: members.reduce((n, m) => n + m.net.answersLost, 0),
      writeSeconds: (writesDone - started) / 1000,
      restartSeconds: restartMs / 1000,
      settleSeconds: (Date.now() - writesDone) / 1000,
      rowsCompared: last.reduce((n, l) => n + l.rows, 0) + ledger.portfolio.size + ledger.jobs.size,
      lost: lost.length,
      duplicated,
    }
    console.log(`chaos figures: ${JSON.stringify(figures)}`)
    expect({ lost, duplicated, outbox, replicas: last.map((l) => l.diff) }).toEqual({
      lost: [],
      duplicated: 0,
      outbox: [],
      replicas: members.map(() => []),
    })
  }, 240_000)
})
