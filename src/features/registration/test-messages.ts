// Test helper: a form's translated messages per field, as the page shows them.
import type * as z from 'zod'
import { i18n } from '@/i18n/index.ts'
import { fieldErrors } from '@/lib/validation/index.ts'

export const translate = (key: string, values?: Record<string, unknown>): string =>
  String(i18n.t(key as never, values as never))

export function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error, translate)
}
