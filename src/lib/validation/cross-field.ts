// Cross-field rules (a confirmation that must match, a minimum not above a maximum). zod skips an
// object's refinements while any of its fields has failed, so such a message appeared only after
// the user had fixed every other field. Given as `when`, this runs the rule as soon as the fields
// it compares are valid themselves, whatever the others hold.
import type * as z from 'zod'

export function whenFieldsValid(...fields: string[]): (payload: z.core.ParsePayload) => boolean {
  return (payload) => !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])))
}
