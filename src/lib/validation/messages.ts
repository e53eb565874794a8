// Validation messages are i18n keys in the `validation` namespace, never English text: src/lib
// cannot import the catalogue, and forms translate `issue.message` with `t` (see issues.ts).
// The English texts (spec section 5, word for word) live in src/i18n/en/validation.ts, which is
// typed against this list so a missing text fails the typecheck.
export const VALIDATION_MESSAGE_KEYS = [
  'emailRequired',
  'emailInvalid',
  'emailTooLong',
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'passwordTooManyBytes',
  'passwordNeedsUppercase',
  'passwordNeedsLowercase',
  'passwordNeedsNumber',
  'passwordsDoNotMatch',
  'nameRequired',
  'nameTooLong',
  'nameInvalidCharacters',
  'phoneInvalid',
  'urlInvalid',
  'textMin',
  'textMax',
  'contentMin',
  'contentMax',
  'fieldRequired',
  'numberInvalid',
  'numberNotPositive',
  'dateRequired',
  'dateInvalid',
  'dateNotInFuture',
  'budgetInvalid',
  'budgetMaxBelowMin',
  'experienceLevelRequired',
  'workTypeRequired',
  'payUnitRequired',
  'tradeSpecialtyInvalid',
  'provinceInvalid',
  'urgencyInvalid',
  'hourlyRateRequired',
  'hourlyRateNotPositive',
  'hoursInvalid',
] as const

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number]

export const VALIDATION_NAMESPACE = 'validation'

/** The message a schema carries: a namespaced i18next key such as `validation:emailRequired`. */
export type ValidationMessage = `validation:${ValidationMessageKey}`

export function msg(key: ValidationMessageKey): ValidationMessage {
  return `${VALIDATION_NAMESPACE}:${key}`
}
