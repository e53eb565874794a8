// Conflict policy per collection (SPEC SYNC-CONF-1..3). RxDB calls isEqual to decide whether a
// fork state differs from the server's, and resolve when a push hit a newer server row.
import type { RxConflictHandler, RxConflictHandlerInput } from 'rxdb'
import { parseJsonList } from './fields.ts'

export type ListMerge = 'set' | 'recent'
export type MergePolicy =
  | { kind: 'server-wins' }
  | {
      kind: 'field-merge'
      /** JSON-text list fields and how they merge. */
      lists?: Record<string, ListMerge>
      /** Boolean fields where true wins (e.g. notifications.read, never reversed). */
      trueWins?: readonly string[]
    }

type Doc = Record<string, unknown>
const ISO = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/
const RECENT_MAX = 10

/** Same value as the server would compare it (timestamps by instant, not by text form). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === undefined || b === undefined) return a === null || b === null
  if (typeof a === 'string' && typeof b === 'string' && ISO.test(a) && ISO.test(b)) {
    return Date.parse(a) === Date.parse(b)
  }
  return false
}

/** Equal on every server field (local-only fields and RxDB metadata do not count). */
export function sameServerState(a: Doc, b: Doc, fields: readonly string[]): boolean {
  if (Boolean(a['_deleted']) !== Boolean(b['_deleted'])) return false
  return fields.every((f) => sameValue(a[f], b[f]))
}

export function mergeList(how: ListMerge, base: unknown, mine: unknown, theirs: unknown): string {
  const b = parseJsonList(base)
  const m = parseJsonList(mine)
  const t = parseJsonList(theirs)
  if (how === 'recent') return JSON.stringify([...new Set([...m, ...t])].slice(0, RECENT_MAX))
  const added = m.filter((x) => !b.includes(x))
  const removed = new Set(b.filter((x) => !m.includes(x)))
  return JSON.stringify([...new Set([...t, ...added])].filter((x) => !removed.has(x)))
}

/** Three-way merge: fields changed locally keep the local value, the rest take the server's. */
export function mergeFields(
  policy: Extract<MergePolicy, { kind: 'field-merge' }>,
  fields: readonly string[],
  input: RxConflictHandlerInput<Doc>,
): Doc {
  const base = input.assumedMasterState as Doc | undefined
  const mine = input.newDocumentState as Doc
  const theirs = input.realMasterState as Doc
  const out: Doc = { ...theirs }
  for (const f of fields) {
    if (f === 'created_at') continue
    const list = policy.lists?.[f]
    if (policy.trueWins?.includes(f)) {
      out[f] = theirs[f] === true || mine[f] === true
    } else if (list && base) {
      out[f] = mergeList(list, base[f], mine[f], theirs[f])
    } else if (base ? !sameValue(base[f], mine[f]) : !sameValue(mine[f], theirs[f])) {
      out[f] = mine[f]
    }
  }
  return out
}

export function createConflictHandler(
  policy: MergePolicy,
  serverFields: readonly string[],
  withLocalFields: (row: Doc) => Doc,
): RxConflictHandler<Doc> {
  return {
    isEqual: (a, b) => sameServerState(a as Doc, b as Doc, serverFields),
    resolve: (input) => {
      const real = input.realMasterState as Doc
      const merged =
        policy.kind === 'server-wins' || real['_deleted']
          ? real
          : mergeFields(policy, serverFields, input as RxConflictHandlerInput<Doc>)
      return Promise.resolve({
        ...withLocalFields(merged),
        _deleted: Boolean(merged['_deleted']),
      } as never)
    },
  }
}
