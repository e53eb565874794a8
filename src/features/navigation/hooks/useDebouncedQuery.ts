import { useEffect, useMemo, useState } from 'react'
import { debounce, SEARCH_DEBOUNCE_MS } from '../model/debounce.ts'

/** The search text 300 ms after the last keystroke (spec section 9). */
export function useDebouncedQuery(query: string): string {
  const [value, setValue] = useState(query)
  const update = useMemo(() => debounce((q: string) => setValue(q), SEARCH_DEBOUNCE_MS), [])
  useEffect(() => {
    // Clearing the search shows the default list at once.
    if (query.trim() === '') {
      update.cancel()
      setValue(query)
      return
    }
    update(query)
  }, [query, update])
  useEffect(() => () => update.cancel(), [update])
  return value
}
