// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { chunksToPreload } from '../../../build/replica-preload.ts'

type OutputBundle = Parameters<typeof chunksToPreload>[0]

function chunk(fileName: string, moduleIds: string[], imports: string[], isEntry = false) {
  return { type: 'chunk', fileName, name: fileName.split('-')[0], isEntry, moduleIds, imports }
}

function bundle(...chunks: Array<ReturnType<typeof chunk>>): OutputBundle {
  const css = { type: 'asset', fileName: 'assets/index.css' }
  return Object.fromEntries([...chunks, css].map((c) => [c.fileName, c])) as unknown as OutputBundle
}

const app = bundle(
  chunk('index-1.js', ['/app/src/main.tsx'], ['react-1.js'], true),
  chunk('react-1.js', ['/app/node_modules/react/index.js'], []),
  // The sync worker imports the database module statically, so it has no chunk of its own.
  chunk('sync-worker-1.js', ['/app/sync/worker.ts'], ['database-1.js'], true),
  chunk('database-1.js', ['/app/src/db/database.ts', '/app/src/db/conflict.ts'], ['rxdb-1.js']),
  chunk('rxdb-1.js', ['/app/node_modules/rxdb/index.js'], ['react-1.js']),
  chunk('storage-1.js', ['/app/src/db/storage.ts'], ['rxdb-1.js']),
  chunk('JobsPage-1.js', ['/app/src/features/jobs/pages/JobsPage.tsx'], ['react-1.js']),
)

describe('chunksToPreload', () => {
  it('names the chunks holding the modules and what they import, not what the entry loads', () => {
    expect(chunksToPreload(app, ['/src/db/database.ts', '/src/db/storage.ts']).sort()).toEqual([
      'database-1.js',
      'rxdb-1.js',
      'storage-1.js',
    ])
  })

  it('fails the build when a module is in no chunk (moved or renamed)', () => {
    expect(() => chunksToPreload(app, ['/src/db/gone.ts'])).toThrow(/no chunk/)
  })
})
