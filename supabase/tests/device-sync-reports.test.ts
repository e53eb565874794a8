// Device sync reports (issue 36): each app reports whether it is installed, how many changes wait
// on it and when it last synced; the person reads their devices' reports, administrators only the
// figures across everyone, and nobody reads the table or another person's reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser, sql, startProductServer, type TestServer, type User } from './helpers.ts'

let server: TestServer
let marc: User
let other: User

beforeAll(async () => {
  server = await startProductServer()
  marc = await makeUser(server, ['craftsman'], 'Marc Tremblay')
  other = await makeUser(server, ['craftsman'], 'Someone Else')
})
afterAll(async () => {
  await server?.close()
})

const report = (user: User, device: string, pending: number, extra: Record<string, unknown> = {}) =>
  user.db.rpc('report_device_sync', {
    p_device_id: device,
    p_installed: true,
    p_pending_writes: pending,
    p_last_synced_at: new Date().toISOString(),
    ...extra,
  })

describe('device sync reports', () => {
  it('keep one row per device, the latest report winning, readable by its person only', async () => {
    expect((await report(marc, 'phone-1234', 3)).error).toBeNull()
    expect((await report(marc, 'phone-1234', 0, { p_installed: false })).error).toBeNull()
    expect((await report(marc, 'laptop-5678', 2)).error).toBeNull()
    const { data } = await marc.db.rpc('my_device_reports')
    const rows = data as Array<{ device_id: string; pending_writes: number; installed: boolean }>
    expect(rows.map((r) => [r.device_id, r.pending_writes, r.installed]).sort()).toEqual([
      ['laptop-5678', 2, true],
      ['phone-1234', 0, false],
    ])
    expect((await other.db.rpc('my_device_reports')).data).toEqual([])
    expect((await marc.db.from('device_sync_reports').select('*')).error?.code).toBe('42501')
  })

  it('refuse a malformed device id or count, storing nothing', async () => {
    expect((await report(other, 'x', 0)).error?.message).toMatch(/device id of 8 to 64/)
    expect((await report(other, 'device-0001', -1)).error?.message).toBe(
      'The number of waiting changes is out of range',
    )
    expect((await other.db.rpc('my_device_reports')).data).toEqual([])
  })

  it('show administrators the figures across everyone, and only verified administrators', async () => {
    await sql(
      server,
      `update device_sync_reports set last_synced_at = now() - interval '3 days' where device_id = 'laptop-5678'`,
    )
    const admin = await makeUser(server, ['admin'], 'Alex Morgan', { aal: 'aal2' })
    const { data, error } = await admin.db.rpc('admin_sync_health')
    expect(error).toBeNull()
    expect((data as Array<Record<string, unknown>>)[0]).toMatchObject({
      devices_24h: 2,
      installed_24h: 1,
      with_pending: 1,
      pending_writes: 2,
      stale_pending: 1,
    })
    const unverified = await makeUser(server, ['admin'], 'Second Admin')
    expect((await unverified.db.rpc('admin_sync_health')).error?.code).toBe('42501')
    expect((await marc.db.rpc('admin_sync_health')).error?.code).toBe('42501')
  })
})
