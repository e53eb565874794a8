// Loads a chunk of the app's code until it arrives. A first visit on a weak link can fail to
// fetch a chunk the service worker has not cached yet; without another try, what it holds (a
// member's replica, a part of the shell) stayed missing until the next reload.

/** Pauses between tries while the device is online; offline, the next try waits for the network. */
export const RETRY_PAUSES_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const

/** Where the page learns about the network (src/data's connectivity); by default, pauses only. */
export interface Network {
  isOnline(): boolean
  onOnlineChange(listener: (online: boolean) => void): () => void
}

const PAUSES_ONLY: Network = { isOnline: () => true, onOnlineChange: () => () => {} }

export interface KeepLoadingOptions {
  /** Named in the console once per run of failures. */
  what: string
  /** Called after each failed try (the caller may go on without the code meanwhile). */
  onFailure?: () => void
  network?: Network
}

/** Resolves with `load()`'s value once a try succeeds; tries again when the network returns. */
export function keepLoading<T>(load: () => Promise<T>, options: KeepLoadingOptions): Promise<T> {
  const network = options.network ?? PAUSES_ONLY
  return new Promise<T>((resolve) => {
    let failures = 0
    const attempt = () => {
      load().then(resolve, (error: unknown) => {
        if (failures === 0) {
          console.error(`${options.what} did not load; trying again when the network allows`, error)
        }
        const pause = RETRY_PAUSES_MS[Math.min(failures, RETRY_PAUSES_MS.length - 1)]
        failures += 1
        options.onFailure?.()
        const again = () => {
          clearTimeout(timer)
          stop()
          attempt()
        }
        const stop = network.onOnlineChange((online) => {
          if (online) again()
        })
        const timer = setTimeout(() => {
          if (network.isOnline()) again()
        }, pause)
      })
    }
    attempt()
  })
}
