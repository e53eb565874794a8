import { useRef, useState } from 'react'
import type * as z from 'zod'
import { i18n } from '@/i18n/index.ts'
import { fieldErrors } from '@/lib/validation/index.ts'

const translate = (key: string, values?: Record<string, unknown>): string =>
  String(i18n.t(key as never, values as never))

export interface FormValues<V> {
  values: V
  errors: Record<string, string>
  /** The user changed something since the form was (re)filled. */
  isDirty: boolean
  set: (patch: Partial<V>) => void
  /** The parsed form, or null after showing every field's first message. */
  check: <S extends z.ZodType>(schema: S) => z.output<S> | null
  reset: (values: V) => void
  /** Takes `values` for every field the user has not changed since the last reset. */
  refill: (values: V) => void
}

/** Values of a form plus its translated field messages. Edits keep other fields' messages. */
export function useFormValues<V extends object>(init: () => V): FormValues<V> {
  const [values, setValues] = useState<V>(init)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [isDirty, setDirty] = useState(false)
  // The fields the user changed; a refill from the replica leaves them alone.
  const touched = useRef(new Set<keyof V>())
  return {
    values,
    errors,
    isDirty,
    set: (patch) => {
      for (const key of Object.keys(patch)) touched.current.add(key as keyof V)
      setDirty(true)
      setValues((v) => ({ ...v, ...patch }))
      // A field's message goes away as soon as it is edited; it comes back on the next save.
      setErrors((e) => {
        const next = { ...e }
        for (const key of Object.keys(patch)) {
          for (const k of Object.keys(next))
            if (k === key || k.startsWith(`${key}.`)) delete next[k]
        }
        return next
      })
    },
    check: (schema) => {
      const result = schema.safeParse(values)
      if (result.success) {
        setErrors({})
        return result.data
      }
      setErrors(fieldErrors(result.error, translate))
      return null
    },
    reset: (next) => {
      touched.current.clear()
      setValues(next)
      setErrors({})
      setDirty(false)
    },
    refill: (next) => {
      setValues((current) => {
        const merged = { ...next }
        for (const key of touched.current) merged[key] = current[key]
        return merged
      })
    },
  }
}
