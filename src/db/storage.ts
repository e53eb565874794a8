// The app's storage: RxDB's Dexie storage over the browser's IndexedDB. rxdb pins its own dexie;
// nothing else imports dexie (ARCHITECTURE known traps).
import type { RxStorage } from 'rxdb'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'

export function browserStorage(): RxStorage<unknown, unknown> {
  return getRxStorageDexie() as RxStorage<unknown, unknown>
}
