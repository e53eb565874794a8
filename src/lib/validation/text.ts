// Generic text and rich text (spec section 5): HTML tags and special characters are stripped and
// whitespace collapsed before the length is checked, so the limit counts what will be stored.
// Messages take the limit as `n` (issue.minimum / issue.maximum; see issues.ts).
import * as z from 'zod'
import { msg } from './messages.ts'

const TAGS = /<[^>]*>/g
// Angle brackets left after tag removal, control characters and zero-width characters.
const SPECIAL = /[<>\u200B-\u200D\uFEFF]|(?![\t\n\r])\p{Cc}/gu

/** One line: every run of whitespace becomes one space. */
export function sanitiseText(raw: string): string {
  return raw.replace(TAGS, ' ').replace(SPECIAL, '').replace(/\s+/g, ' ').trim()
}

/** Paragraphs survive: spaces collapse within lines, at most one blank line between paragraphs. */
export function sanitiseRichText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(TAGS, ' ')
    .replace(SPECIAL, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

export function textSchema(min: number, max: number) {
  return z
    .string({ error: msg('textMin') })
    .transform(sanitiseText)
    .pipe(
      z
        .string()
        .min(min, { error: msg('textMin') })
        .max(max, { error: msg('textMax') }),
    )
}

export function richTextSchema(min: number, max: number) {
  return z
    .string({ error: msg('contentMin') })
    .transform(sanitiseRichText)
    .pipe(
      z
        .string()
        .min(min, { error: msg('contentMin') })
        .max(max, { error: msg('contentMax') }),
    )
}
