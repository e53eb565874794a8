// A storage whose instances get one of their methods replaced as they are created: the shape both
// of the app's Dexie storage refinements share (changes-since.ts, range-query.ts).
import type { RxStorage, RxStorageInstance } from 'rxdb'

export function patchInstances<I, S, Inst = RxStorageInstance<unknown, I, S>>(
  storage: RxStorage<I, S>,
  patch: (instance: Inst) => void,
): RxStorage<I, S> {
  return {
    name: storage.name,
    rxdbVersion: storage.rxdbVersion,
    async createStorageInstance(params) {
      const inst = await storage.createStorageInstance(params)
      patch(inst as unknown as Inst)
      return inst
    },
  }
}
