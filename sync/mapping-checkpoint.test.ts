import { describe, expect, it } from 'vitest'
import { checkpointFor, tagCheckpoint } from './mapping-checkpoint.ts'

const cp = { id: '00000000-0000-4000-8000-000000000001', modified: '2026-11-21T10:00:00+00:00' }

describe('pull checkpoints and the mapping version', () => {
  it('[SYNC-MIG-2] drops a checkpoint stored before the mapping changed (full re-pull)', () => {
    expect(checkpointFor(cp, 1)).toBeUndefined()
    expect(checkpointFor({ ...cp, mapping: 1 }, 2)).toBeUndefined()
  })

  it('[SYNC-MIG-2] keeps a checkpoint of the current mapping', () => {
    expect(checkpointFor({ ...cp, mapping: 1 }, 1)).toEqual({ ...cp, mapping: 1 })
    expect(checkpointFor(cp, 0)).toEqual(cp)
    expect(checkpointFor(undefined, 1)).toBeUndefined()
  })

  it('tags new checkpoints with the mapping they were pulled under', () => {
    expect(tagCheckpoint(cp, 1)).toEqual({ ...cp, mapping: 1 })
    expect(checkpointFor(tagCheckpoint(cp, 3), 3)).toEqual({ ...cp, mapping: 3 })
    expect(tagCheckpoint(cp, 0)).toBe(cp)
    expect(tagCheckpoint(undefined, 2)).toBeUndefined()
  })

  it('[SYNC-SCOPE-2] a checkpoint reached under another scope is not used', () => {
    const tagged = tagCheckpoint(cp, 0, '["Ontario"]')
    expect(tagged).toEqual({ ...cp, scope: '["Ontario"]' })
    expect(checkpointFor(tagged, 0, '["Ontario"]')).toEqual(tagged)
    expect(checkpointFor(tagged, 0, '["Yukon"]')).toBeUndefined()
    // A checkpoint from before scoped pulls started a full pull of the scope.
    expect(checkpointFor(cp, 0, '["Ontario"]')).toBeUndefined()
    expect(checkpointFor(tagCheckpoint(cp, 2, 'a'), 2, 'a')).toEqual({
      ...cp,
      mapping: 2,
      scope: 'a',
    })
  })
})
