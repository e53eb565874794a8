// A patch changes only its own fields of the document as it is when written: a pulled state that
// lands while the patch is on its way keeps the fields the patch does not change. Writing back a
// full copy read before reverted another device's edit, and the guarded push then sent it to
// the server (found by the chaos test: a preference set on one device undone by another).
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { repositoriesFor } from '@/data/repositories.ts'
import { portfolioItems, sharedRowId, type AppDatabase } from '@/db/index.ts'
import { defaultPreferences } from '@/data/default-preferences.ts'
import { createTestDatabase } from '../../factories/database.ts'

let db: AppDatabase | undefined
afterEach(async () => {
  await db?.close()
  db = undefined
})

/** A database holding one user's preferences row; returns the user's id. */
async function preferencesRow(): Promise<string> {
  db = await createTestDatabase({ collections: ['navigation_preferences'] })
  const userId = randomUUID()
  await db.navigation_preferences.insert({
    ...defaultPreferences,
    user_id: userId,
    created_at: '2026-11-26T04:00:00.000Z',
  })
  return userId
}

describe('Repository.patch', () => {
  it('keeps a field another writer changed while the patch was on its way', async () => {
    const userId = await preferencesRow()
    const repos = repositoriesFor(db!)
    const patching = repos.preferences.update(userId, { preferred_workflow: 'site-first' })
    // The other writer: as the pull writes another device's change.
    const doc = await db!.navigation_preferences.findOne(userId).exec()
    await doc!.incrementalPatch({ skill_level: 'advanced' })
    await patching
    const now = (await db!.navigation_preferences.findOne(userId).exec())!.toJSON()
    expect([now.preferred_workflow, now.skill_level]).toEqual(['site-first', 'advanced'])
  })

  it('patchMany keeps fields changed meanwhile too', async () => {
    const userId = await preferencesRow()
    const repos = repositoriesFor(db!)
    const patching = repos.preferences.patchMany([userId], { language: 'fr' })
    const doc = await db!.navigation_preferences.findOne(userId).exec()
    await doc!.incrementalPatch({ skill_level: 'advanced' })
    expect(await patching).toBe(1)
    const now = (await db!.navigation_preferences.findOne(userId).exec())!.toJSON()
    expect([now.language, now.skill_level]).toEqual(['fr', 'advanced'])
  })

  it('a shared table row (TableRepository.patch) keeps fields changed meanwhile too', async () => {
    db = await createTestDatabase({ tables: [portfolioItems] })
    const repos = repositoriesFor(db)
    const item = await repos.portfolio.insert({
      id: randomUUID(),
      user_id: randomUUID(),
      title: 'Panel upgrade, 200 A',
      description: null,
      url: null,
      image_url: null,
      photos: '[]',
      trade: 'electrical',
      completed_on: null,
      created_at: '2026-11-26T04:00:00.000Z',
    })
    const patching = repos.portfolio.patch(item.id, { title: 'Panel upgrade, 200 A service' })
    const doc = await db.rows!.findOne(sharedRowId('portfolio_items', item.id)).exec()
    await doc!.incrementalModify((d) => ({
      ...d,
      row: { ...d.row, description: 'Old fuse box out' },
    }))
    await patching
    const now = (await db.rows!.findOne(sharedRowId('portfolio_items', item.id)).exec())!.toJSON()
    expect([now.row['title'], now.row['description']]).toEqual([
      'Panel upgrade, 200 A service',
      'Old fuse box out',
    ])
  })
})
