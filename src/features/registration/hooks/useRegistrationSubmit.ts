// The save flow both registration forms share: validate, write to the replica, toast, and watch
// for the role the server grants once a new profile syncs.
import { useState } from 'react'
import type * as z from 'zod'
import type { SaveOutcome } from '../save-registration.ts'
import { showSaved, showSaveFailed } from '../toasts.ts'
import type { FormValues } from './useFormValues.ts'
import { useRolesAfterSync } from './useRolesAfterSync.ts'

export function useRegistrationSubmit<V extends object, S extends z.ZodType>(options: {
  kind: 'craftsman' | 'company'
  collection: string
  userId: string
  form: FormValues<V>
  schema: S
  save: (values: z.output<S>) => Promise<SaveOutcome> | null
}): { busy: boolean; submit: () => Promise<void> } {
  const { kind, collection, userId, form, schema, save } = options
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState(false)
  useRolesAfterSync(collection, userId, created)

  const submit = async () => {
    const parsed = form.check(schema)
    if (!parsed) return
    const saving = save(parsed)
    if (!saving) return
    setBusy(true)
    try {
      const outcome = await saving
      if (outcome === 'created') setCreated(true)
      // Saved: later changes from the server or another device fill the form again.
      form.reset(form.values)
      showSaved(outcome, kind)
    } catch (error) {
      showSaveFailed(error)
    } finally {
      setBusy(false)
    }
  }
  return { busy, submit }
}
