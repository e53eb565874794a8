// Holds on a moment of the load that comes once none is held (first content, full load).

export interface Holds {
  /** Takes a hold; the returned function releases it (again: nothing) and calls `onRelease`. */
  take(): () => void
  readonly held: boolean
}

export function createHolds(onRelease: () => void): Holds {
  let count = 0
  return {
    take() {
      count += 1
      let released = false
      return () => {
        if (released) return
        released = true
        count -= 1
        onRelease()
      }
    },
    get held() {
      return count > 0
    },
  }
}
