// Startup schema work: platform bootstrap on a fresh database, then project migrations (tracked
// like the Supabase CLI tracks them), then the test schema and seed on a fresh database.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Transaction } from '@electric-sql/pglite'
import type { Db, LocalConfig } from './types.ts'

export const BOOTSTRAP_DIR = path.join(import.meta.dirname, 'bootstrap')

export interface MigrationReport {
  fresh: boolean
  bootstrap: string[]
  migrations: string[]
  seeded: boolean
}

function sqlFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
}

/** Wraps a failing SQL file's error with its name so the developer sees where it broke. */
async function runFile(
  db: Db,
  label: string,
  sql: string,
  after?: (tx: Transaction) => Promise<void>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      if (after) await after(tx)
    })
  } catch (error) {
    const e = error as { message?: string; position?: string }
    const where = e.position ? ` (at character ${e.position})` : ''
    throw new Error(`${label} failed: ${e.message ?? String(error)}${where}`, { cause: error })
  }
}

/** All project SQL (migrations, seed, test schema): decides which extensions to load. */
export function projectSql(config: LocalConfig): string {
  const parts: string[] = [config.extraSql ?? '']
  if (config.migrationsDir) {
    for (const f of sqlFiles(config.migrationsDir))
      parts.push(readFileSync(path.join(config.migrationsDir, f), 'utf8'))
  }
  if (config.seedFile && existsSync(config.seedFile))
    parts.push(readFileSync(config.seedFile, 'utf8'))
  return parts.join('\n')
}

export async function isFresh(db: Db): Promise<boolean> {
  const res = await db.pg.query<{ t: string | null }>(
    `select to_regclass('supabase_migrations.schema_migrations')::text as t`,
  )
  return res.rows[0]?.t == null
}

/**
 * Bootstrap files added after databases were already made from the others. They are idempotent,
 * so a database from before them gets them at its next start.
 */
const CATCH_UP_BOOTSTRAP = ['25_auth_mfa.sql', '60_storage.sql']

export async function migrate(db: Db, config: LocalConfig): Promise<MigrationReport> {
  const fresh = await isFresh(db)
  const report: MigrationReport = { fresh, bootstrap: [], migrations: [], seeded: false }
  for (const name of fresh ? sqlFiles(BOOTSTRAP_DIR) : CATCH_UP_BOOTSTRAP) {
    await runFile(db, `bootstrap ${name}`, readFileSync(path.join(BOOTSTRAP_DIR, name), 'utf8'))
    report.bootstrap.push(name)
  }

  if (config.migrationsDir) {
    const applied = new Set(
      (
        await db.pg.query<{ version: string }>(
          'select version from supabase_migrations.schema_migrations',
        )
      ).rows.map((r) => r.version),
    )
    for (const file of sqlFiles(config.migrationsDir)) {
      const match = /^([0-9]+)_?(.*)\.sql$/.exec(file)
      if (!match) continue
      const version = match[1] ?? file
      if (applied.has(version)) continue
      const sql = readFileSync(path.join(config.migrationsDir, file), 'utf8')
      await runFile(db, `migration ${file}`, sql, async (tx) => {
        await tx.query(
          'insert into supabase_migrations.schema_migrations(version, statements, name) values ($1, $2, $3)',
          [version, [sql], match[2] ?? ''],
        )
      })
      report.migrations.push(file)
    }
  }

  if (fresh) {
    if (config.extraSql) await runFile(db, 'extraSql', config.extraSql)
    if (config.seedFile && existsSync(config.seedFile)) {
      const sql = readFileSync(config.seedFile, 'utf8')
      const hash = createHash('sha256').update(sql).digest('hex')
      await runFile(db, `seed ${path.basename(config.seedFile)}`, sql, async (tx) => {
        await tx.query(
          `insert into supabase_migrations.seed_files(path, hash) values ($1, $2)
           on conflict (path) do update set hash = excluded.hash`,
          [
            path.relative(path.dirname(path.dirname(config.seedFile ?? '')), config.seedFile ?? ''),
            hash,
          ],
        )
      })
      report.seeded = true
    }
  }
  return report
}
