// Change capture without logical replication: an AFTER ROW trigger on every table in the
// `supabase_realtime` publication sends the change with pg_notify. NOTIFY is delivered only on
// commit and in commit order, which is exactly what realtime needs. Payloads over NOTIFY's
// 8000-byte limit go through a queue table and the notification carries only their id.
import type { Db } from '../types.ts'

export const CHANGE_CHANNEL = 'supabase_local_realtime'
const TRIGGER = 'zz_supabase_local_realtime'

const SETUP_SQL = `
create schema if not exists _realtime;
revoke all on schema _realtime from public;
create sequence if not exists _realtime.change_seq;
create table if not exists _realtime.overflow (id bigint primary key, payload text not null);

-- TG_ARGV[0]: 'f' when the table has REPLICA IDENTITY FULL (old rows sent whole), else 'd';
-- TG_ARGV[1..]: primary key columns (old rows carry only these, as hosted does).
create or replace function _realtime.capture() returns trigger
language plpgsql security definer set search_path = '' as $fn$
declare
  seq bigint := nextval('_realtime.change_seq');
  old_row jsonb;
  payload text;
begin
  if TG_OP <> 'INSERT' then
    old_row := to_jsonb(OLD);
    if TG_ARGV[0] <> 'f' then
      select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) into old_row
        from jsonb_each(old_row) where key = any(TG_ARGV[1:]);
    end if;
  end if;
  payload := json_build_object(
    'seq', seq, 'schema', TG_TABLE_SCHEMA, 'table', TG_TABLE_NAME, 'type', TG_OP,
    'record', case when TG_OP = 'DELETE' then null else to_jsonb(NEW) end,
    'old_record', old_row,
    'commit_timestamp',
      to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text;
  if octet_length(payload) > 7900 then
    insert into _realtime.overflow (id, payload) values (seq, payload);
    payload := json_build_object('overflow', seq)::text;
  end if;
  perform pg_notify('${CHANGE_CHANNEL}', payload);
  return null;
end
$fn$;
`

/** Tables in the publication, with their replica identity and primary key columns. */
const TABLES_SQL = `
select p.schemaname as schema, p.tablename as "table", c.relreplident as ident,
       coalesce((select json_agg(a.attname order by k.ord)
                   from pg_index i
                   cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
                   join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                  where i.indrelid = c.oid and i.indisprimary), '[]'::json) as pk
  from pg_publication_tables p
  join pg_namespace n on n.nspname = p.schemaname
  join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
 where p.pubname = 'supabase_realtime' and c.relkind = 'r'`

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`
const literal = (value: string): string => `'${value.replace(/'/g, "''")}'`

interface PublishedTable {
  schema: string
  table: string
  ident: string
  pk: string[]
}

/** Installs (idempotently) the capture trigger on every table of `supabase_realtime`. */
export async function installCapture(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(SETUP_SQL)
    const { rows } = await tx.query<PublishedTable>(TABLES_SQL)
    const published = new Set(rows.map((r) => `${r.schema}.${r.table}`))
    const stale = await tx.query<{ schema: string; table: string }>(
      `select n.nspname as schema, c.relname as "table" from pg_trigger t
         join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where t.tgname = $1`,
      [TRIGGER],
    )
    for (const s of stale.rows) {
      if (!published.has(`${s.schema}.${s.table}`)) {
        await tx.exec(`drop trigger if exists ${TRIGGER} on ${ident(s.schema)}.${ident(s.table)}`)
      }
    }
    for (const t of rows) {
      const target = `${ident(t.schema)}.${ident(t.table)}`
      const args = [t.ident === 'f' ? 'f' : 'd', ...t.pk].map(literal).join(', ')
      await tx.exec(
        `drop trigger if exists ${TRIGGER} on ${target};
         create trigger ${TRIGGER} after insert or update or delete on ${target}
           for each row execute function _realtime.capture(${args});`,
      )
    }
  })
}
