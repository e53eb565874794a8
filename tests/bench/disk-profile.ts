// A browser with a profile on disk, as an installed app has, for the benchmarks that time the
// replica. A context without one keeps IndexedDB in memory: there Chromium 150 wrote 10,000
// records 5-7 times slower than on disk on this VM (7.5-19.6 s against 1.0-2.8 s), so the first
// sync held the replica's store for 10-14 s at a time and a reload in that window took 11 s to
// read its first rows.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.ts'

export interface DiskProfile {
  context: BrowserContext
  page: Page
  /** The profile's folder. */
  dir: string
  /** Closes the browser and removes the profile. */
  close(): Promise<void>
}

export async function launchWithDiskProfile(label: string, baseURL: string): Promise<DiskProfile> {
  const dir = mkdtempSync(path.join(tmpdir(), `craftlink-${label}-profile-`))
  try {
    const context = await chromium.launchPersistentContext(dir, {
      ...chromiumLaunchOptions,
      baseURL,
    })
    const page = context.pages()[0] ?? (await context.newPage())
    return {
      context,
      page,
      dir,
      async close() {
        await context.close()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

/** Bytes on disk of the profile's IndexedDB folder (all origins; the app is the only one). */
export function indexedDbBytes(profile: DiskProfile): number {
  const walk = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
      const p = path.join(dir, e.name)
      return sum + (e.isDirectory() ? walk(p) : e.isFile() ? statSync(p).size : 0)
    }, 0)
  const idb = path.join(profile.dir, 'Default', 'IndexedDB')
  return existsSync(idb) ? walk(idb) : 0
}
