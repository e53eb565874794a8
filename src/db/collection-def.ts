// One replicated collection = a zod schema of the server row (minus _modified/_deleted) plus
// local-only fields, turned into an RxDB JSON schema. Everything the sync layer needs to map rows
// to documents and back lives here, so each <entity>.schema.ts stays a declaration.
import * as z from 'zod'
import type { MigrationStrategies, RxJsonSchema } from 'rxdb'
import type { MergePolicy } from './conflict.ts'
import { labelOf } from './label.ts'

export type AnyRow = Record<string, unknown>

export interface CollectionDef<Doc extends AnyRow = AnyRow> {
  /** Collection name = server table name. */
  name: string
  /** Server-side columns (what is pulled and pushed). */
  row: z.ZodObject
  primaryKey: string
  /** Fields computed on the device and never pushed (SYNC-PUSH-4). */
  localFields: readonly string[]
  /** Computes local fields from a server row (or a locally written doc). */
  withLocalFields(row: AnyRow): Doc
  schema: RxJsonSchema<Doc>
  migrationStrategies: MigrationStrategies
  /** Conflict policy (SYNC-CONF-1..3). */
  merge: MergePolicy
  /** False for tables the user may only read (pull-only replication). */
  pushes: boolean
  /** False for append-only tables the device only sends (push-only, SPEC SYNC-PUSH-5). */
  pulls: boolean
  /**
   * The roles whose holders write this table; the devices of other users replicate it pull-only
   * (SPEC SYNC-PUSH-6). Undefined: every user may write it.
   */
  writers?: ReadonlySet<string>
  /**
   * Bumped with a schema version that changes the replicated server columns: pull checkpoints
   * of an older mapping are dropped, so everything is pulled again (SYNC-MIG-2).
   */
  mappingVersion: number
  /** A short summary of a document for the outbox view (e.g. a job's title). */
  label(row: AnyRow): string
}

interface DefineOptions {
  name: string
  row: z.ZodObject
  primaryKey: string
  /** Indexes; every field in them becomes required. Strings get `maxLength`. */
  indexes?: Array<string | string[]>
  /** Local-only fields and their JSON schema + how to compute them. */
  local?: Record<string, { schema: Record<string, unknown>; compute: (row: AnyRow) => unknown }>
  version?: number
  migrationStrategies?: MigrationStrategies
  merge?: MergePolicy
  pushes?: boolean
  pulls?: boolean
  writers?: ReadonlySet<string>
  mappingVersion?: number
  /** maxLength of indexed string fields that are not uuids/keys (default 100). */
  maxLengths?: Record<string, number>
  /** The column that summarises a document in the outbox view. */
  label?: string
}

const UUID_LENGTH = 36

/** The RxDB JSON schema of a collection: the row's zod schema as JSON, plus local fields. */
function jsonSchemaOf<Doc extends AnyRow>(opts: DefineOptions): RxJsonSchema<Doc> {
  const json = z.toJSONSchema(opts.row, { io: 'output' }) as {
    properties: Record<string, Record<string, unknown>>
    required?: string[]
  }
  const properties: Record<string, Record<string, unknown>> = {}
  for (const [key, prop] of Object.entries(json.properties)) {
    const { minimum: _min, maximum: _max, ...rest } = prop
    // RxDB wants plain number types; zod's safe-integer bounds add nothing here.
    properties[key] = rest.type === 'integer' ? { ...rest, type: 'number' } : rest
  }
  const local = opts.local ?? {}
  for (const [key, spec] of Object.entries(local)) properties[key] = { ...spec.schema }
  const indexes = opts.indexes ?? []
  const indexed = new Set<string>([opts.primaryKey, ...indexes.flat()])
  for (const key of indexed) {
    const prop = properties[key]
    if (!prop) throw new Error(`${opts.name}: index field ${key} is not in the schema`)
    if (prop['type'] === 'string' && prop['maxLength'] === undefined) {
      prop['maxLength'] = opts.maxLengths?.[key] ?? (key.endsWith('id') ? UUID_LENGTH : 100)
    }
  }
  const required = new Set([...(json.required ?? []), ...Object.keys(local), ...indexed])
  return {
    title: opts.name,
    version: opts.version ?? 0,
    primaryKey: opts.primaryKey,
    type: 'object',
    properties,
    required: [...required],
    indexes,
    additionalProperties: false,
  } as unknown as RxJsonSchema<Doc>
}

export function defineCollection<Doc extends AnyRow>(opts: DefineOptions): CollectionDef<Doc> {
  const local = opts.local ?? {}
  // Worked out when the replica first asks: every page imports the definitions (for their
  // types and row shapes), and a visitor's never opens a replica.
  let schema: RxJsonSchema<Doc> | undefined
  const rowKeys = Object.keys(opts.row.shape)
  return {
    name: opts.name,
    row: opts.row,
    primaryKey: opts.primaryKey,
    localFields: Object.keys(local),
    withLocalFields(row: AnyRow): Doc {
      const doc: AnyRow = {}
      for (const key of rowKeys) doc[key] = row[key] === undefined ? null : row[key]
      for (const [key, spec] of Object.entries(local)) doc[key] = spec.compute(doc)
      return doc as Doc
    },
    get schema() {
      return (schema ??= jsonSchemaOf<Doc>(opts))
    },
    migrationStrategies: opts.migrationStrategies ?? {},
    merge: opts.merge ?? { kind: 'server-wins' },
    pushes: opts.pushes ?? true,
    pulls: opts.pulls ?? true,
    writers: opts.writers,
    mappingVersion: opts.mappingVersion ?? 0,
    label: (row) => labelOf(row, opts.label),
  }
}

/** The local sort key used by every newest-first list. */
export const newestFirstField = {
  schema: { type: 'string', maxLength: 15 },
}

/** A migration strategy that gives stored documents a new column's value (pulled again after). */
export function addFields(values: AnyRow) {
  return (old: AnyRow): AnyRow => ({ ...values, ...old })
}

/** A migration strategy that removes fields the server no longer has. */
export function dropFields(...names: string[]) {
  return (old: AnyRow): AnyRow => {
    const next = { ...old }
    for (const name of names) delete next[name]
    return next
  }
}
