// The install prompt's persisted state: when it was dismissed and whether the app was installed.
// Validated on read, so a corrupt or older value falls back to "never dismissed" instead of
// breaking the page.
import * as z from 'zod/mini'

export const INSTALL_STORAGE_KEY = 'craftlink.install-prompt'

export const installRecordSchema = z.object({
  version: z._default(z.literal(1), 1),
  /** Epoch ms of the last "Not now". */
  dismissedAt: z.optional(z.int().check(z.nonnegative())),
  /** Epoch ms of the `appinstalled` event or an accepted install prompt. */
  installedAt: z.optional(z.int().check(z.nonnegative())),
})

export type InstallRecord = z.infer<typeof installRecordSchema>

export const EMPTY_INSTALL_RECORD: InstallRecord = { version: 1 }

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    // Storage disabled (e.g. some private modes): behave as a first visit.
    return undefined
  }
}

export function parseInstallRecord(raw: string | null): InstallRecord {
  if (raw === null) return EMPTY_INSTALL_RECORD
  try {
    const parsed = installRecordSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : EMPTY_INSTALL_RECORD
  } catch {
    return EMPTY_INSTALL_RECORD
  }
}

export function readInstallRecord(storage = defaultStorage()): InstallRecord {
  try {
    return parseInstallRecord(storage?.getItem(INSTALL_STORAGE_KEY) ?? null)
  } catch {
    return EMPTY_INSTALL_RECORD
  }
}

export function writeInstallRecord(record: InstallRecord, storage = defaultStorage()): void {
  try {
    storage?.setItem(INSTALL_STORAGE_KEY, JSON.stringify(installRecordSchema.parse(record)))
  } catch {
    // Quota or disabled storage: the prompt may show again next visit, nothing else breaks.
  }
}
