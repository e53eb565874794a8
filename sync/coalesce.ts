// Runs a callback at most once per window: the first call at once, every call inside the window
// folded into one more run at its end, so the last state always goes out. The sync engine uses it
// for status messages, which come in bursts (every collection's pull starts and ends together).

export interface Coalesced {
  /** Ask for a run. */
  (): void
  /** Drop a pending run (the owner stopped). */
  cancel(): void
}

export function coalesce(run: () => void, windowMs: number): Coalesced {
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending = false
  const open = () => {
    timer = setTimeout(() => {
      timer = null
      if (!pending) return
      pending = false
      run()
      open()
    }, windowMs)
  }
  const call = (() => {
    if (timer) {
      pending = true
      return
    }
    run()
    open()
  }) as Coalesced
  call.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
    pending = false
  }
  return call
}
