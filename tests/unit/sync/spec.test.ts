// sync/SPEC.md stays true to the code: every rule is named by a test that proves it, and the
// collections and shared tables it lists are the ones the code declares.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { replicatedNames } from '../../../src/db/collections.ts'
import { sharedTables } from '../../../src/db/shared-tables.ts'

const root = path.resolve(import.meta.dirname, '..', '..', '..')
const spec = readFileSync(path.join(root, 'sync', 'SPEC.md'), 'utf8')
const TEST_FILE = /\.(test|spec)\.tsx?$/

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && TEST_FILE.test(e.name) && !e.parentPath.includes('node_modules'))
    .map((e) => path.join(e.parentPath, e.name))
}

/** Rule ids a text names, ranges such as SYNC-CONF-1..3 counted for each rule in them. */
function namedRules(text: string): Set<string> {
  const named = new Set<string>()
  for (const m of text.matchAll(/SYNC-([A-Z]+)-(\d+)(?:\.\.(\d+))?/g)) {
    const from = Number(m[2])
    for (let n = from; n <= Number(m[3] ?? from); n++) named.add(`SYNC-${m[1]}-${n}`)
  }
  return named
}

/** The backticked names in the part of `text` between `start` and `end`. */
function namesBetween(text: string, start: string, end: string): string[] {
  const from = text.indexOf(start)
  const to = text.indexOf(end, from)
  expect(from, `SPEC.md no longer says "${start}"`).toBeGreaterThanOrEqual(0)
  expect(to, `SPEC.md no longer says "${end}" after "${start}"`).toBeGreaterThan(from)
  return [...text.slice(from, to).matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!)
}

describe('sync/SPEC.md', () => {
  it('names ranges rule by rule', () => {
    expect([...namedRules('SYNC-CONF-1..3 and SYNC-ARCH-4, not SYNC-ARCH-40')]).toEqual([
      'SYNC-CONF-1',
      'SYNC-CONF-2',
      'SYNC-CONF-3',
      'SYNC-ARCH-4',
      'SYNC-ARCH-40',
    ])
  })

  it('has every rule named by at least one test', () => {
    const rules = [...spec.matchAll(/\*\*(SYNC-[A-Z]+-\d+)\b/g)].map((m) => m[1]!)
    expect(rules.length).toBeGreaterThan(40)
    const named = new Set<string>()
    for (const file of ['src', 'sync', 'tests', 'supabase'].flatMap(testFiles)) {
      for (const id of namedRules(readFileSync(file, 'utf8'))) named.add(id)
    }
    expect(rules.filter((id) => !named.has(id))).toEqual([])
  })

  it('[SYNC-ARCH-4] lists the dedicated collections the code opens, and their count', () => {
    const listed = namesBetween(spec, 'dedicated collections `', '(one per server table')
    expect(listed).toEqual(replicatedNames)
    expect(spec).toContain(`Each opens ${replicatedNames.length + 2}, whatever`)
    expect(spec).toContain(`the\n  ${replicatedNames.length} dedicated collections`)
  })

  it('[SYNC-MUX-1] lists the tables declared for the shared collection', () => {
    const listed = namesBetween(spec, 'Everything else is a declaration:', 'every table the areas')
    const declared = sharedTables.map((t) => t.name)
    expect(listed.filter((n) => declared.includes(n))).toEqual(declared)
  })
})
