// [auth.email.template.<kind>] of config.toml: a subject and a content_path per kind, Go templates
// that hosted auth renders with the user's metadata (issue 38: the account's language). The local
// backend reads and renders the same files; a kind without one keeps the built-in words.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { CliConfig } from '../cli-config.ts'
import { parseTemplate, renderTemplate, type TemplateData } from './go-template.ts'

/** The config's names of the email kinds. */
export const TEMPLATE_KINDS = [
  'confirmation',
  'invite',
  'recovery',
  'magic_link',
  'email_change',
  'reauthentication',
] as const
export type TemplateKind = (typeof TEMPLATE_KINDS)[number]

type Parsed = ReturnType<typeof parseTemplate>
export type EmailTemplates = Partial<
  Record<TemplateKind, { subject: Parsed | null; body: Parsed | null }>
>

/** Reads and parses every configured template; a missing file or bad template stops start-up. */
export function readEmailTemplates(cli: CliConfig, projectRoot: string): EmailTemplates {
  const root = cli.file ? path.dirname(path.dirname(cli.file)) : projectRoot
  const out: EmailTemplates = {}
  for (const kind of TEMPLATE_KINDS) {
    const key = `auth.email.template.${kind}`
    const subject = cli.string(`${key}.subject`)
    const contentPath = cli.string(`${key}.content_path`)
    if (subject === undefined && contentPath === undefined) continue
    try {
      out[kind] = {
        subject: subject === undefined ? null : parseTemplate(subject),
        body:
          contentPath === undefined
            ? null
            : parseTemplate(readFileSync(path.resolve(root, contentPath), 'utf8')),
      }
    } catch (error) {
      throw new Error(`${key}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      })
    }
  }
  return out
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The HTML's words as plain text: tags dropped, paragraphs on their own lines, entities read. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, '$2: $1')
    .replace(/<\/(p|h\d|div)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Subject and body for a kind from its templates, or null where the config has none. */
export function renderEmail(
  templates: EmailTemplates,
  kind: TemplateKind,
  data: TemplateData,
): { subject: string | null; html: string | null } {
  const t = templates[kind]
  return {
    subject: t?.subject ? renderTemplate(t.subject, data, (s) => s).trim() : null,
    html: t?.body ? renderTemplate(t.body, data, escapeHtml).trim() : null,
  }
}
