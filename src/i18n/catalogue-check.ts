// Compares another language's catalogue with the English one (issue 38): keys, placeholders and,
// for French, the no-break spaces its typography requires. Used by a unit test and by
// `npm run i18n:untranslated`.

type Tree = { readonly [key: string]: unknown }

export interface CatalogueReport {
  /** Keys English has and the other language lacks (or holds as something else than text). */
  missing: string[]
  /** Keys only the other language has. */
  extra: string[]
  /** Keys whose {{placeholders}} differ between the two languages. */
  placeholders: string[]
  /** Keys whose text is word for word the English one (possibly untranslated). */
  sameAsEnglish: string[]
}

/** Every text of a catalogue by its dotted key (list items by their index). */
export function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof tree === 'string') {
    out.set(prefix, tree)
    return out
  }
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree as Tree)) {
      for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v)
    }
  }
  return out
}

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]).sort()

/** A text that reads the same in both languages: a name, a number, only placeholders. */
const neutral = (text: string) => !/[a-z]{3,}/i.test(text.replace(/\{\{[^}]*\}\}/g, ''))

export function compareCatalogues(
  english: unknown,
  other: unknown,
  sameAllowed: ReadonlySet<string> = new Set(),
): CatalogueReport {
  const en = flatten(english)
  const xx = flatten(other)
  const report: CatalogueReport = { missing: [], extra: [], placeholders: [], sameAsEnglish: [] }
  for (const [key, text] of en) {
    const translated = xx.get(key)
    if (translated === undefined) {
      report.missing.push(key)
      continue
    }
    if (placeholdersOf(text).join() !== placeholdersOf(translated).join())
      report.placeholders.push(key)
    if (translated === text && !neutral(text) && !sameAllowed.has(key))
      report.sameAsEnglish.push(key)
  }
  for (const key of xx.keys()) if (!en.has(key)) report.extra.push(key)
  return report
}

const NBSP = '\u00a0'
const NNBSP = '\u202f'

/**
 * French typography: a no-break space (or a narrow one) before : ; ? ! and inside « », never a
 * plain one and never none. Returns the keys that break it. Times (14:30) and URLs are exempt.
 */
export function frenchTypographyErrors(catalogue: unknown): string[] {
  const bad: string[] = []
  const spaces = `${NBSP}${NNBSP}`
  const rules = [
    new RegExp(`[^${spaces}\\d][;?!]`),
    new RegExp(`[^${spaces}\\d/]:(?!//|\\d)`),
    / [:;?!»]/,
    /« /,
    new RegExp(`«[^${spaces}]`),
    new RegExp(`[^${spaces}]»`),
  ]
  for (const [key, text] of flatten(catalogue)) {
    const prose = text.replace(/\{\{[^}]*\}\}/g, 'x').replace(/https?:\/\/\S+/g, 'url')
    if (rules.some((rule) => rule.test(prose))) bad.push(key)
  }
  return bad
}
