import { useEffect } from 'react'
import type { FormValues } from './useFormValues.ts'

/**
 * Keeps the fields the user has not touched in step with the replica: on a new device the rows
 * may arrive from the server after the page opened (the name before the trade details), or change
 * from another device. A field the user changed keeps their input until it is saved.
 */
export function useRefill<V extends object>(
  form: FormValues<V>,
  next: () => V,
  deps: readonly unknown[],
): void {
  const { refill } = form
  useEffect(() => {
    refill(next())
    // `next` and `refill` change every render; the replica rows in `deps` are what matter.
  }, deps)
}
