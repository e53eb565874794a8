import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSchedules } from './schedules.ts'

const file = (content: string) => {
  const at = path.join(mkdtempSync(path.join(tmpdir(), 'schedules-')), 'local-schedules.json')
  writeFileSync(at, content)
  return at
}

describe('scheduled functions file', () => {
  it('reads the project’s schedules', () => {
    const schedules = readSchedules(path.resolve('supabase/local-schedules.json'))
    expect(schedules.map((s) => s.function)).toContain('deliver-webhooks')
    expect(schedules.map((s) => s.sql)).toContain('select public.run_daily_automations()')
  })

  it('is optional, and refuses a malformed schedule instead of guessing', () => {
    expect(readSchedules(null)).toEqual([])
    expect(readSchedules('/nonexistent/local-schedules.json')).toEqual([])
    expect(() => readSchedules(file('[{"function":"../x","every_seconds":2}]'))).toThrow()
    expect(() => readSchedules(file('[{"function":"x","every_seconds":0}]'))).toThrow()
    expect(() =>
      readSchedules(file('[{"function":"x","sql":"select 1","every_seconds":5}]')),
    ).toThrow()
    expect(() => readSchedules(file('[{"every_seconds":5}]'))).toThrow()
    expect(readSchedules(file('[{"function":"x","every_seconds":5}]'))).toEqual([
      { function: 'x', every_seconds: 5 },
    ])
  })
})
