// The single PGlite instance and the transaction helpers every service uses.
import { mkdirSync } from 'node:fs'
import { PGlite, types, type Extension, type Transaction } from '@electric-sql/pglite'
import { citext } from '@electric-sql/pglite/contrib/citext'
import { moddatetime } from '@electric-sql/pglite/contrib/moddatetime'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import type { AsRoleOptions, Claims, Db } from './types.ts'

const asText = (value: string): string => value

/**
 * Date/time values stay Postgres' own text (microseconds, offset): RxDB checkpoints compare the
 * exact string back in SQL, and JS Date would cut it to milliseconds.
 */
export const TEXT_PARSERS = {
  [types.TIMESTAMPTZ]: asText,
  [types.TIMESTAMP]: asText,
  [types.DATE]: asText,
  [types.TIME]: asText,
  [types.TIMETZ]: asText,
  [types.INTERVAL]: asText,
}

/**
 * Parameters that arrive as text go to Postgres as they are, so Postgres parses them and a bad
 * value is its 22P02 (PostgREST's 400), not a plain Error from PGlite's bool/bytea serializers.
 */
export const TEXT_SERIALIZERS = {
  [types.BOOL]: (value: unknown): string =>
    typeof value === 'string'
      ? value
      : value === true || value === 1
        ? 't'
        : value === false || value === 0
          ? 'f'
          : String(value),
  [types.BYTEA]: (value: unknown): string =>
    typeof value === 'string'
      ? value
      : value instanceof Uint8Array
        ? `\\x${Buffer.from(value).toString('hex')}`
        : String(value),
}

const ROLE_RE = /^[A-Za-z_][A-Za-z0-9_]*$/

/** Contrib extensions loaded only when the project's SQL names them: each costs memory (~8 MB). */
const OPTIONAL_EXTENSIONS: Array<[RegExp, string, Extension]> = [
  [
    /\bpgcrypto\b|\bcrypt\s*\(|\bgen_salt\s*\(|\bdigest\s*\(|\bhmac\s*\(|gen_random_bytes|pgp_sym_/i,
    'pgcrypto',
    pgcrypto,
  ],
  [/uuid[-_]ossp|uuid_generate_v/i, 'uuid_ossp', uuid_ossp],
  [/\bcitext\b/i, 'citext', citext],
  [/\bpg_trgm\b|gin_trgm_ops|gist_trgm_ops|\bsimilarity\s*\(/i, 'pg_trgm', pg_trgm],
]

/** The PGlite extensions to load for this SQL (migrations, seed, test schema). */
export function extensionsFor(sql: string): Record<string, Extension> {
  const chosen: Record<string, Extension> = { moddatetime }
  for (const [pattern, name, extension] of OPTIONAL_EXTENSIONS)
    if (pattern.test(sql)) chosen[name] = extension
  return chosen
}

export async function openDb(dataDir: string | null, projectSql = ''): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: extensionsFor(projectSql),
    parsers: TEXT_PARSERS,
    serializers: TEXT_SERIALIZERS,
    // PGlite's defaults (128 MB shared buffers, touched at start) dominate the process' memory;
    // a dev/test database of tens of thousands of rows is served as fast from 16 MB.
    postgresqlconf: [
      'shared_buffers = 16MB',
      'maintenance_work_mem = 16MB',
      'temp_buffers = 2MB',
      'wal_buffers = 1MB',
    ],
  })
  // Supabase runs every session in UTC; timestamps then render with +00:00 like hosted.
  await pg.exec(`set timezone to 'UTC'`)
  let closed = false

  const transaction = <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> => pg.transaction(fn)

  // Roles a JWT may switch to: those granted to `authenticator`, as on hosted Supabase. A token
  // claiming `postgres` must not get the superuser this single PGlite connection runs as.
  let apiRoles: Promise<Set<string>> | null = null
  const loadApiRoles = async (): Promise<Set<string>> => {
    const res = await pg.query<{ rolname: string }>(
      `select r.rolname from pg_roles r
       where pg_has_role((select oid from pg_roles where rolname = 'authenticator'), r.oid, 'member')`,
    )
    return new Set(res.rows.map((r) => r.rolname))
  }
  const mayUseRole = async (role: string): Promise<boolean> => {
    if ((await (apiRoles ??= loadApiRoles())).has(role)) return true
    apiRoles = loadApiRoles()
    return (await apiRoles).has(role)
  }

  const asRole = async <T>(
    claims: Claims,
    fn: (tx: Transaction) => Promise<T>,
    options: AsRoleOptions = {},
  ): Promise<T> => {
    const role = typeof claims.role === 'string' && claims.role !== '' ? claims.role : 'anon'
    if (!ROLE_RE.test(role) || role === 'authenticator' || !(await mayUseRole(role))) {
      throw Object.assign(new Error(`permission denied to set role "${role}"`), { code: '42501' })
    }
    return pg.transaction(async (tx) => {
      await tx.query(
        `select set_config('transaction_read_only', $1, true),
                set_config('role', $2, true),
                set_config('request.jwt.claims', $3, true),
                set_config('request.jwt.claim.sub', $4, true),
                set_config('request.jwt.claim.role', $2, true),
                set_config('request.jwt.claim.email', $5, true),
                set_config('request.method', $6, true),
                set_config('request.path', $7, true),
                set_config('request.headers', $8, true)`,
        [
          options.readOnly ? 'on' : 'off',
          role,
          JSON.stringify({ ...claims, role }),
          typeof claims.sub === 'string' ? claims.sub : '',
          typeof claims.email === 'string' ? claims.email : '',
          options.method ?? '',
          options.path ?? '',
          JSON.stringify(options.headers ?? {}),
        ],
      )
      const result = await fn(tx)
      if (options.rollback) await tx.rollback()
      return result
    })
  }

  return {
    pg,
    transaction,
    asRole,
    async close() {
      if (closed) return
      closed = true
      await pg.close()
    },
  }
}
