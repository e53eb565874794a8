// Toasts and form errors for the /auth page (spec section 8 texts).
import { notifications } from '@mantine/notifications'
import type * as z from 'zod'
import { i18n } from '@/i18n/index.ts'
import { shownAuthMessage, type AuthMessage } from '@/lib/auth/index.ts'
import { fieldErrors } from '@/lib/validation/issues.ts'

export type ErrorTitle = 'signIn' | 'signUp' | 'reset' | 'updatePassword'

export function authMessageText(message: AuthMessage): string {
  const shown = shownAuthMessage(message, i18n.language)
  return 'key' in shown ? i18n.t(`auth:${shown.key}`) : shown.text
}

export function showAuthError(title: ErrorTitle, message: AuthMessage): void {
  notifications.show({
    color: 'red',
    title: i18n.t(`auth:errorTitles.${title}`),
    message: authMessageText(message),
  })
}

export function showAuthSuccess(title: string, message: string): void {
  notifications.show({ color: 'green', title, message })
}

const translate = (key: string, values?: Record<string, unknown>): string =>
  String(i18n.t(key as never, values as never))

/** The first translated message per field, or null when the form is valid. */
export function validate<T extends z.ZodType>(
  schema: T,
  input: unknown,
): { data: z.output<T>; errors: null } | { data: null; errors: Record<string, string> } {
  const result = schema.safeParse(input)
  if (result.success) return { data: result.data, errors: null }
  return { data: null, errors: fieldErrors(result.error, translate) }
}
