// Validates a phx_join's postgres_changes params into bindings, and builds the echo the client
// compares element by element with its own bindings (same order, event, schema, table, filter).
import type { Db } from '../types.ts'
import { bindingId, type PgBinding } from './channel.ts'
import { FilterError, filterSql, parseFilter, quoteIdent } from './filter.ts'
import type { TableCatalog } from './tables.ts'

export class JoinError extends Error {}

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE'])

interface Param {
  event?: unknown
  schema?: unknown
  table?: unknown
  filter?: unknown
  select?: unknown
}

export async function compileBindings(
  db: Db,
  catalog: TableCatalog,
  params: unknown,
): Promise<{ bindings: PgBinding[]; echo: Array<Record<string, unknown>> }> {
  if (params === undefined || params === null) return { bindings: [], echo: [] }
  if (!Array.isArray(params)) throw new JoinError('postgres_changes must be an array')
  const bindings: PgBinding[] = []
  const echo: Array<Record<string, unknown>> = []
  for (const raw of params as Param[]) {
    const describe = `[event: ${String(raw?.event)}, schema: ${String(raw?.schema)}, table: ${String(raw?.table)}, filters: ${String(raw?.filter ?? '[]')}]`
    const fail = (why: string): never => {
      throw new JoinError(
        `Unable to subscribe to changes with given parameters. ${why} Please check Realtime is enabled for the given connect parameters: ${describe}`,
      )
    }
    if (!raw || typeof raw !== 'object') fail('Each postgres_changes entry must be an object.')
    const event = typeof raw.event === 'string' ? raw.event : ''
    if (!EVENTS.has(event.toUpperCase())) fail(`Unknown event "${event}".`)
    if (typeof raw.schema !== 'string' || raw.schema === '') fail('A schema is required.')
    const schema = raw.schema as string
    const table = typeof raw.table === 'string' && raw.table !== '' ? raw.table : undefined
    const filter = typeof raw.filter === 'string' && raw.filter !== '' ? raw.filter : undefined
    const select = Array.isArray(raw.select)
      ? raw.select.filter((s): s is string => typeof s === 'string')
      : undefined
    let sql = 'true'
    if (table !== undefined && table !== '*' && schema !== '*') {
      const info = await catalog.get(schema, table)
      if (!info) fail(`Table ${schema}.${table} does not exist.`)
      if (filter !== undefined && info) {
        try {
          sql = filterSql(parseFilter(filter), info.names)
          // Values that do not fit the column type fail here instead of on every change.
          await db.pg.query(
            `select ${sql} from jsonb_populate_record(null::${quoteIdent(schema)}.${quoteIdent(table)}, '{}'::jsonb) r`,
          )
        } catch (error) {
          fail(
            error instanceof FilterError
              ? `${error.message}.`
              : `Invalid filter: ${(error as Error).message}.`,
          )
        }
      }
    } else if (filter !== undefined) {
      fail('A filter needs a single table.')
    }
    const upper = event.toUpperCase() as PgBinding['event']
    const id = bindingId([upper, schema, table, filter, select?.join(',')])
    bindings.push({ id, event: upper, schema, table, filterSql: sql, select })
    const entry: Record<string, unknown> = { ...(raw as Record<string, unknown>), id }
    echo.push(entry)
  }
  return { bindings, echo }
}
