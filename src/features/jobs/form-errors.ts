// Runs a shared schema on form input and returns the first translated message per field.
import type * as z from 'zod'
import { i18n } from '@/i18n/index.ts'
import { fieldErrors } from '@/lib/validation/index.ts'

const translate = (key: string, values?: Record<string, unknown>): string =>
  String(i18n.t(key as never, values as never))

export function checkForm<T extends z.ZodType>(
  schema: T,
  input: unknown,
): { data: z.output<T>; errors: null } | { data: null; errors: Record<string, string> } {
  const result = schema.safeParse(input)
  if (result.success) return { data: result.data, errors: null }
  return { data: null, errors: fieldErrors(result.error, translate) }
}
