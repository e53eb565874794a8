import { relative } from 'node:path'
import type { Plugin } from 'vite'

// The sync worker as a second entry of the app's own build, instead of Vite's separate worker
// bundle (`new Worker(new URL('./worker.ts', import.meta.url))`). A separate bundle carries its
// own copy of RxDB, Dexie, zod, supabase-js and src/db, which the page's chunks already hold:
// all counted twice in every install's precache. As an entry here, the worker is a module
// worker that imports the same hashed chunks as the page (all precached, so it starts offline).

export const SYNC_WORKER_URL_MODULE = 'virtual:craftlink/sync-worker-url'
const RESOLVED = `\0${SYNC_WORKER_URL_MODULE}`

/** `entry` is the worker's absolute path; `root` the project root (for the dev server URL). */
export function sharedSyncWorker(entry: string, root: string): Plugin {
  let referenceId: string | null = null
  let isBuild = false
  return {
    name: 'craftlink:shared-sync-worker',
    configResolved(config) {
      isBuild = config.command === 'build' && !config.build.ssr
    },
    buildStart() {
      if (isBuild) referenceId = this.emitFile({ type: 'chunk', id: entry, name: 'sync-worker' })
    },
    resolveId(id) {
      return id === SYNC_WORKER_URL_MODULE ? RESOLVED : null
    },
    load(id) {
      if (id !== RESOLVED) return null
      if (referenceId) return `export default import.meta.ROLLUP_FILE_URL_${referenceId}`
      // The dev server transforms a module worker entry when asked with these queries.
      const path = `/${relative(root, entry).split('\\').join('/')}?worker_file&type=module`
      return `export default new URL(${JSON.stringify(path)}, import.meta.url).href`
    },
  }
}
