// supabase-js's edge-function error kinds, told apart by name: importing its classes for
// `instanceof` would load supabase-js with the page.
const kind = (error: unknown): string | null => (error instanceof Error ? error.name : null)

/** The function answered with a non-2xx status; `context` is the Response. */
export const isFunctionsHttpError = (error: unknown): error is Error & { context: Response } =>
  kind(error) === 'FunctionsHttpError'

/** The request never reached the function (network). */
export const isFunctionsFetchError = (error: unknown): boolean =>
  kind(error) === 'FunctionsFetchError'

/** The relay in front of the functions failed. */
export const isFunctionsRelayError = (error: unknown): boolean =>
  kind(error) === 'FunctionsRelayError'
