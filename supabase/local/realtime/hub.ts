// Every joined channel, and delivery of captured changes to them. A change reaches a channel
// only when one of its bindings matches (schema, table, event, filter) and, for INSERT and
// UPDATE, the subscriber's JWT may SELECT the row under RLS, checked once per distinct claims
// per batch. Records carry only the columns the subscriber's role may select.
import type { Db } from '../types.ts'
import { claimsKey } from './auth.ts'
import { bindingMatches, type Channel } from './channel.ts'
import { quoteIdent } from './filter.ts'
import type { CapturedChange } from './stream.ts'
import type { TableCatalog, TableInfo } from './tables.ts'

type Row = Record<string, unknown>

/** The hub of each running server, for the HTTP broadcast API (http.ts). */
export const hubs = new WeakMap<object, Hub>()

export class Hub {
  readonly channels = new Set<Channel>()
  private readonly db: Db
  private readonly catalog: TableCatalog

  constructor(db: Db, catalog: TableCatalog) {
    this.db = db
    this.catalog = catalog
  }

  add(channel: Channel): void {
    this.channels.add(channel)
  }

  remove(channel: Channel): void {
    this.channels.delete(channel)
  }

  members(topic: string): Channel[] {
    return [...this.channels].filter((c) => c.topic === topic)
  }

  /** Sends a broadcast to the topic's channels of the same privacy, except `from` unless self. */
  broadcast(
    topic: string,
    isPrivate: boolean,
    message: Record<string, unknown>,
    from?: Channel,
  ): void {
    for (const member of this.members(topic)) {
      if (member.private !== isPrivate) continue
      if (member === from && !from.broadcastSelf) continue
      member.push({ join_ref: null, ref: null, topic, event: 'broadcast', payload: message })
    }
  }

  async deliver(batch: CapturedChange[]): Promise<void> {
    const visible = new Map<string, Promise<Set<string>>>()
    for (const change of batch) {
      const candidates = [...this.channels].filter((c) =>
        c.bindings.some((b) => bindingMatches(b, change.schema, change.table, change.type)),
      )
      if (candidates.length === 0) continue
      const info = await this.catalog.get(change.schema, change.table)
      if (!info) continue
      const filters = await this.evaluateFilters(change, info, candidates)
      for (const channel of candidates) {
        const ids = channel.bindings
          .filter((b) => bindingMatches(b, change.schema, change.table, change.type))
          .filter((b) => filters.get(b.filterSql) === true)
          .map((b) => b.id)
        if (ids.length === 0) continue
        if (info.pk.length === 0) {
          this.send(channel, change, ids, info, null, ['Error 400: Bad Request, no primary key'])
          continue
        }
        const columns = await this.catalog.selectableColumns(
          channel.claims.role,
          change.schema,
          change.table,
        )
        if (!info.pk.every((c) => columns.has(c))) continue
        if (change.type !== 'DELETE') {
          const key = `${claimsKey(channel.claims)}\u0000${change.schema}.${change.table}`
          let check = visible.get(key)
          if (!check) {
            check = this.visibleKeys(channel, info, batch)
            visible.set(key, check)
          }
          if (!(await check).has(pkKey(info, change.record ?? {}))) continue
        }
        const select = channel.bindings.find((b) => ids.includes(b.id))?.select
        const allowed = select ? new Set(select.filter((c) => columns.has(c))) : columns
        this.send(channel, change, ids, info, allowed, null)
      }
    }
  }

  private send(
    channel: Channel,
    change: CapturedChange,
    ids: number[],
    info: TableInfo,
    allowed: Set<string> | null,
    errors: string[] | null,
  ): void {
    const pick = (row: Row | null): Row | undefined => {
      if (!row || !allowed) return undefined
      return Object.fromEntries(Object.entries(row).filter(([k]) => allowed.has(k)))
    }
    const data: Row = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commit_timestamp,
      type: change.type,
      columns: allowed ? info.columns.filter((c) => allowed.has(c.name)) : [],
      errors,
    }
    if (change.type !== 'DELETE' && !errors) data.record = pick(change.record)
    if (change.type !== 'INSERT' && !errors) data.old_record = pick(change.old_record)
    channel.push({
      join_ref: null,
      ref: null,
      topic: channel.topic,
      event: 'postgres_changes',
      payload: { ids, data },
    })
  }

  /** One SQL evaluation of every distinct filter of the candidates on the change's row image. */
  private async evaluateFilters(
    change: CapturedChange,
    info: TableInfo,
    candidates: Channel[],
  ): Promise<Map<string, boolean>> {
    const result = new Map<string, boolean>([['true', true]])
    const distinct = new Set<string>()
    for (const c of candidates)
      for (const b of c.bindings) if (b.filterSql !== 'true') distinct.add(b.filterSql)
    if (distinct.size === 0) return result
    const sqls = [...distinct]
    const image = change.type === 'DELETE' ? change.old_record : change.record
    const target = `${quoteIdent(info.schema)}.${quoteIdent(info.table)}`
    try {
      const { rows } = await this.db.pg.query<Row>(
        `select ${sqls.map((s, i) => `(${s}) as f${i}`).join(', ')}
           from jsonb_populate_record(null::${target}, $1::jsonb) r`,
        [JSON.stringify(image ?? {})],
      )
      sqls.forEach((s, i) => result.set(s, rows[0]?.[`f${i}`] === true))
    } catch {
      for (const s of sqls) result.set(s, false)
    }
    return result
  }

  /** Primary keys among the batch's INSERT/UPDATE rows of this table the channel's JWT can see. */
  private async visibleKeys(
    channel: Channel,
    info: TableInfo,
    batch: CapturedChange[],
  ): Promise<Set<string>> {
    const rows = batch
      .filter((c) => c.schema === info.schema && c.table === info.table && c.record)
      .map((c) => Object.fromEntries(info.pk.map((k) => [k, c.record?.[k]])))
    const target = `${quoteIdent(info.schema)}.${quoteIdent(info.table)}`
    const cols = info.pk.map((c) => `t.${quoteIdent(c)}`).join(', ')
    const wanted = info.pk.map((c) => `w.${quoteIdent(c)}`).join(', ')
    try {
      return await this.db.asRole(
        channel.claims,
        async (tx) => {
          const { rows: found } = await tx.query<{ k: Row }>(
            `select to_jsonb(k) as k from (select ${cols} from ${target} t
               where (${cols}) in (select ${wanted}
                 from jsonb_populate_recordset(null::${target}, $1::jsonb) w)) k`,
            [JSON.stringify(rows)],
          )
          return new Set(found.map((r) => pkKey(info, r.k)))
        },
        { readOnly: true },
      )
    } catch {
      return new Set()
    }
  }
}

function pkKey(info: TableInfo, row: Row): string {
  return JSON.stringify(info.pk.map((k) => row[k]))
}
