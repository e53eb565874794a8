// Every form's rules (spec section 5). Messages are i18n keys: translate with issues.ts.
export { msg, VALIDATION_MESSAGE_KEYS, VALIDATION_NAMESPACE } from './messages.ts'
export type { ValidationMessage, ValidationMessageKey } from './messages.ts'
export { emailSchema, normaliseEmail, isEmailFormat, EMAIL_MAX_LENGTH } from './email.ts'
export {
  signInPasswordSchema,
  signUpPasswordSchema,
  signInFormSchema,
  signUpFormSchema,
  newPasswordFormSchema,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
} from './password.ts'
export type { SignInForm, SignUpForm, NewPasswordForm } from './password.ts'
export { nameSchema, phoneSchema, urlSchema, normalisePhone, NAME_MAX_LENGTH } from './contact.ts'
export { textSchema, richTextSchema, sanitiseText, sanitiseRichText } from './text.ts'
export { numberSchema, positiveNumberSchema, optionalWholeNumberSchema } from './number.ts'
export type { NumberMessages } from './number.ts'
export { dateSchema, futureDateSchema, parseIsoDate } from './date.ts'
export type { Clock } from './date.ts'
export * from './catalogues.ts'
export { jobFormSchema, JOB_FORM_DEFAULTS } from './job-form.ts'
export type { JobForm, JobFormInput } from './job-form.ts'
export { applicationFormSchema } from './application-form.ts'
export type { ApplicationForm, ApplicationFormInput } from './application-form.ts'
export { parseIpEntry, DEFAULT_IP_REASON } from './ip-entry.ts'
export type { IpEntry, IpListKind } from './ip-entry.ts'
export { describeIssue, issueText, fieldErrors } from './issues.ts'
export { whenFieldsValid } from './cross-field.ts'
export type { IssueText, Translate } from './issues.ts'
