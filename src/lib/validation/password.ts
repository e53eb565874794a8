// Password rules (spec section 5) and the auth forms built from them.
import * as z from 'zod'
import { whenFieldsValid } from './cross-field.ts'
import { emailSchema } from './email.ts'
import { msg } from './messages.ts'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
/** The auth server refuses more (bcrypt reads only the first 72 bytes of UTF-8). */
export const PASSWORD_MAX_BYTES = 72

const utf8Length = (value: string): number => new TextEncoder().encode(value).length

/** Sign-in only asks for something: the server judges it. */
export const signInPasswordSchema = z
  .string({ error: msg('passwordRequired') })
  .min(1, { error: msg('passwordRequired') })

/** Sign-up and new passwords: every failed rule is reported, in the spec's order. */
export const signUpPasswordSchema = z
  .string({ error: msg('passwordRequired') })
  .min(PASSWORD_MIN_LENGTH, { error: msg('passwordTooShort') })
  .max(PASSWORD_MAX_LENGTH, { error: msg('passwordTooLong') })
  // Up to 128 characters can still be over 72 bytes; above 128 the message above says it all.
  .refine((v) => v.length > PASSWORD_MAX_LENGTH || utf8Length(v) <= PASSWORD_MAX_BYTES, {
    error: msg('passwordTooManyBytes'),
  })
  .regex(/[A-Z]/, { error: msg('passwordNeedsUppercase') })
  .regex(/[a-z]/, { error: msg('passwordNeedsLowercase') })
  .regex(/[0-9]/, { error: msg('passwordNeedsNumber') })

export const signInFormSchema = z.object({
  email: emailSchema,
  password: signInPasswordSchema,
})

const newPasswordShape = {
  password: signUpPasswordSchema,
  confirmPassword: z.string({ error: msg('passwordsDoNotMatch') }),
}

function confirmMatches(
  value: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
) {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', message: msg('passwordsDoNotMatch'), path: ['confirmPassword'] })
  }
}

// The match is checked whatever the other fields hold (cross-field.ts): a weak password and a
// different confirmation are two things to fix, and the user sees both at once.
const confirmWhen = { when: whenFieldsValid('confirmPassword') }

export const signUpFormSchema = z
  .object({ email: emailSchema, ...newPasswordShape })
  .superRefine(confirmMatches, confirmWhen)

/** The recovery form (/auth?type=recovery): validated like sign-up, without the email. */
export const newPasswordFormSchema = z
  .object(newPasswordShape)
  .superRefine(confirmMatches, confirmWhen)

export type SignInForm = z.infer<typeof signInFormSchema>
export type SignUpForm = z.infer<typeof signUpFormSchema>
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>
