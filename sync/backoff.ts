// One replication's retry wait (SPEC SYNC-ERR-3): it doubles with each failed pull or push batch
// in a row and starts again at 1 s after a success; each failure is reported as the lastError.
import { backoffMs, toRemoteError } from './errors.ts'
import type { CollectionStatus } from './status.ts'

export class Backoff {
  private failures = 0
  private readonly setRetryTime: (ms: number) => void
  private readonly status: CollectionStatus

  constructor(setRetryTime: (ms: number) => void, status: CollectionStatus) {
    this.setRetryTime = setRetryTime
    this.status = status
  }

  succeeded(): void {
    this.failures = 0
    this.setRetryTime(backoffMs(1))
  }

  /** Records the failure and returns the error, for `throw backoff.failed(err)`. */
  failed(err: unknown): unknown {
    this.failures += 1
    this.setRetryTime(backoffMs(this.failures))
    this.status.error(toRemoteError(err))
    return err
  }
}
