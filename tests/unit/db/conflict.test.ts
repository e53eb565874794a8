import { describe, expect, it } from 'vitest'
import { mergeFields, mergeList, sameServerState, sameValue } from '../../../src/db/conflict.ts'

describe('[SYNC-CONF-2] [SYNC-CONF-3] field merge', () => {
  const fields = ['a', 'b', 'read', 'tags', 'created_at']
  const policy = { kind: 'field-merge', lists: { tags: 'set' }, trueWins: ['read'] } as const

  it('keeps the fields changed locally and takes the rest from the server', () => {
    const merged = mergeFields(policy, fields, {
      assumedMasterState: { a: 1, b: 1, read: false, tags: '["x"]', _deleted: false },
      newDocumentState: { a: 2, b: 1, read: false, tags: '["x","y"]', _deleted: false },
      realMasterState: { a: 1, b: 3, read: true, tags: '["x","z"]', _deleted: false },
    } as never)
    expect(merged).toMatchObject({ a: 2, b: 3, read: true, tags: '["x","z","y"]' })
  })

  it('merges lists as sets (local removals win) and recent lists newest first', () => {
    expect(mergeList('set', '["a","b"]', '["b","c"]', '["a","b","d"]')).toBe('["b","d","c"]')
    expect(mergeList('recent', '[]', '["n2","n1"]', '["s1","n1"]')).toBe('["n2","n1","s1"]')
    const many = JSON.stringify(Array.from({ length: 12 }, (_, i) => `a${i}`))
    expect(JSON.parse(mergeList('recent', '[]', many, '[]'))).toHaveLength(10)
  })

  it('[SYNC-PUSH-4] compares timestamps by instant and ignores local-only fields', () => {
    expect(sameValue('2026-01-01T00:00:00Z', '2026-01-01T00:00:00.000+00:00')).toBe(true)
    expect(sameValue('2026-01-01', '2026-01-02')).toBe(false)
    expect(sameValue(null, undefined)).toBe(true)
    expect(sameServerState({ a: 1, sort_desc: 'x' }, { a: 1, sort_desc: 'y' }, ['a'])).toBe(true)
    expect(sameServerState({ a: 1, _deleted: true }, { a: 1, _deleted: false }, ['a'])).toBe(false)
  })
})
