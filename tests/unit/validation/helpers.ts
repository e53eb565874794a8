// Runs a schema and returns the English messages a form would show, through the real catalogue.
import type * as z from 'zod'
import { i18n } from '@/i18n/index.ts'
import { fieldErrors, issueText } from '@/lib/validation/index.ts'

const t = (key: string, values?: Record<string, unknown>): string =>
  String(i18n.t(key as never, values as never))

/** Every message, in order (empty when valid). */
export function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input)
  return result.success ? [] : result.error.issues.map((i) => issueText(i, t))
}

/** The first message per field. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error, t)
}

export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  return schema.parse(input)
}
