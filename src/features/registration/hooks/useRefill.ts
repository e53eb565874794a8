import { useEffect } from 'react'
import type { FormValues } from './useFormValues.ts'

/**
 * Keeps an untouched form in step with the replica: on a new device the profile may arrive from
 * the server after the page opened, or change from another device. Once the user types, their
 * input wins until it is saved.
 */
export function useRefill<V extends object>(
  form: FormValues<V>,
  next: () => V,
  deps: readonly unknown[],
): void {
  const { isDirty, reset } = form
  useEffect(() => {
    if (!isDirty) reset(next())
    // `next` and `reset` change every render; the replica rows in `deps` are what matter.
  }, [isDirty, ...deps])
}
