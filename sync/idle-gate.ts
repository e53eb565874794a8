// SYNC-PULL-2: a realtime change is judged and handed to RxDB only while the replication is idle.
// RxDB holds a change that arrives during a push and then queues it behind any pull that started
// meanwhile, so a change judged fresh on arrival could be written after a newer page.
import { filter, firstValueFrom, type Observable } from 'rxjs'

/** Runs each given step in order, each once `active$` has reported false. */
export function idleGate(active$: Observable<boolean>): <T>(step: () => T) => Promise<T> {
  let chain: Promise<unknown> = Promise.resolve()
  return <T>(step: () => T): Promise<T> => {
    const run = chain.then(async () => {
      await firstValueFrom(active$.pipe(filter((active) => !active)))
      return step()
    })
    chain = run.catch(() => {})
    return run
  }
}
