// The palette's search debounce (spec section 9: 300 ms).
export const SEARCH_DEBOUNCE_MS = 300

export interface Debounced<A extends unknown[]> {
  (...args: A): void
  cancel(): void
}

/** Calls `fn` with the last arguments once `ms` passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null
  const debounced = (...args: A) => {
    if (timer !== null) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      fn(...args)
    }, ms)
  }
  debounced.cancel = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }
  return debounced
}

/** Spec: the AI refresh runs when the debounced query is over 2 characters. */
export function wantsAiRefresh(debouncedQuery: string): boolean {
  return debouncedQuery.trim().length > 2
}
