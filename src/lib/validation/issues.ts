// Turning zod issues into text. Schemas carry i18n keys (messages.ts); limits travel in the issue
// itself (minimum / maximum), so "Text must be at least N characters" gets its N here.
import type * as z from 'zod'

export type Translate = (key: string, values?: Record<string, unknown>) => string

export interface IssueText {
  key: string
  values: Record<string, unknown>
}

export function describeIssue(issue: z.core.$ZodIssue): IssueText {
  const values: Record<string, unknown> = {}
  if (issue.code === 'too_small') values.n = Number(issue.minimum)
  if (issue.code === 'too_big') values.n = Number(issue.maximum)
  return { key: issue.message, values }
}

export function issueText(issue: z.core.$ZodIssue, t: Translate): string {
  const { key, values } = describeIssue(issue)
  return t(key, values)
}

/** The first message per field (dot-joined path), the way a form shows them. */
export function fieldErrors(error: z.ZodError, t: Translate): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.')
    if (!(field in out)) out[field] = issueText(issue, t)
  }
  return out
}
