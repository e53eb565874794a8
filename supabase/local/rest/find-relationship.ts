// Choosing the relationship an embed means, with PostgREST's rules: the target names a table, a
// foreign key or a foreign key column of the origin; a hint (`!fk`, `!column`, `!junction`)
// narrows it. None is PGRST200 (with a "Perhaps you meant" hint), several is 300 PGRST201.
import { PgrstError } from './errors.ts'
import type { Relationship } from './relationships.ts'

const singleColumn = (r: Relationship, side: 0 | 1): string | null =>
  r.junction === null && r.columns.length === 1 ? (r.columns[0]?.[side] ?? null) : null

function matches(r: Relationship, target: string, hint: string | null): boolean {
  if (r.computed) return r.constraint === target
  const toOne = r.cardinality === 'many-to-one'
  const toMany = r.cardinality === 'one-to-many'
  if (r.isSelf && r.junction === null) {
    // One foreign key, two directions: the table name means the children (one-to-many), the
    // column name the parent (many-to-one); with a hint, the children through that column.
    if (hint === null)
      return (r.foreignTable === target && toMany) || (singleColumn(r, 0) === target && toOne)
    return r.foreignTable === target && toMany && singleColumn(r, 1) === hint
  }
  const byConstraint = (name: string) => r.junction === null && r.constraint === name
  if (hint === null)
    return r.foreignTable === target || byConstraint(target) || singleColumn(r, 0) === target
  return (
    r.foreignTable === target &&
    (byConstraint(hint) ||
      singleColumn(r, 0) === hint ||
      singleColumn(r, 1) === hint ||
      r.junction?.table === hint)
  )
}

const list = (cols: string[]): string => `(${cols.join(', ')})`

/** PostgREST's summary of a candidate relationship, as listed in PGRST201's details. */
function describe(r: Relationship): Record<string, string> {
  const embedding = `${r.table} with ${r.foreignTable}`
  if (r.junction) {
    const j = r.junction
    return {
      cardinality: r.cardinality,
      embedding,
      relationship: `${j.table} using ${j.constraint1}${list(j.sourceColumns.map((c) => c[1]))} and ${j.constraint2}${list(j.targetColumns.map((c) => c[1]))}`,
    }
  }
  return {
    cardinality: r.cardinality,
    embedding,
    relationship: `${r.constraint} using ${r.table}${list(r.columns.map((c) => c[0]))} and ${r.foreignTable}${list(r.columns.map((c) => c[1]))}`,
  }
}

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost))
    }
    prev = row
  }
  return prev[b.length] ?? 0
}

/**
 * The closest name (PostgREST uses a fuzzy set; this scores by edit distance over the longer
 * length with the same 0.33 floor), leaving out exact matches.
 */
export function closest(name: string, candidates: string[]): string | null {
  let best: { value: string; score: number } | null = null
  for (const c of new Set(candidates)) {
    const score = 1 - levenshtein(c.toLowerCase(), name.toLowerCase()) / Math.max(c.length, 1)
    if (score >= 0.33 && score < 1 && (!best || score > best.score)) best = { value: c, score }
  }
  return best?.value ?? null
}

function noRelationshipHint(
  origin: string,
  target: string,
  all: Map<string, Relationship[]>,
): string | null {
  const fromOrigin = all.get(origin)
  const suggestion = fromOrigin
    ? closest(
        target,
        fromOrigin.map((r) => r.foreignTable),
      )
    : closest(origin, [...all.keys()])
  if (suggestion === null) return null
  return `Perhaps you meant '${suggestion}' instead of '${fromOrigin ? target : origin}'.`
}

export function findRelationship(
  all: Map<string, Relationship[]>,
  schema: string,
  origin: string,
  target: string,
  hint: string | null,
): Relationship {
  const found = (all.get(origin) ?? []).filter((r) => matches(r, target, hint))
  const [first] = found
  if (found.length === 1 && first) return first
  if (found.length === 0) {
    throw new PgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin}' and '${target}${hint === null ? '' : `' using the hint '${hint}`}' in the schema '${schema}', but no matches were found.`,
      noRelationshipHint(origin, target, all),
    )
  }
  const options = found.map((r) => `'${r.foreignTable}!${r.junction?.table ?? r.constraint}'`)
  throw new PgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    found.map(describe),
    `Try changing '${target}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
  )
}
