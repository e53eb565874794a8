// supabase/config.toml read as the Supabase CLI reads it: a string value `env(NAME)` takes the
// variable NAME when it is set, and a variable SUPABASE_<KEY PATH> (dots as underscores, e.g.
// SUPABASE_AUTH_MINIMUM_PASSWORD_LENGTH) replaces the file's value. Only the keys the local
// backend implements are read (config.ts lists them); a key of the wrong type stops start-up.
import { existsSync, readFileSync } from 'node:fs'
import { parse, TomlError } from 'smol-toml'

type Env = Record<string, string | undefined>

export interface CliConfig {
  /** The file read; null when there is none (every key is then unset unless the env sets it). */
  file: string | null
  string(key: string): string | undefined
  int(key: string): number | undefined
  bool(key: string): boolean | undefined
  list(key: string): string[] | undefined
}

const ENV_VALUE = /^env\((.*)\)$/

/** The CLI's variable for a key path: auth.mfa.totp.enroll_enabled → SUPABASE_AUTH_MFA_TOTP_ENROLL_ENABLED. */
export const cliEnvName = (key: string): string =>
  `SUPABASE_${key.replace(/\./g, '_').toUpperCase()}`

function lookup(table: Record<string, unknown>, key: string): unknown {
  let node: unknown = table
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

function readToml(file: string): Record<string, unknown> {
  try {
    return parse(readFileSync(file, 'utf8'))
  } catch (error) {
    if (error instanceof TomlError) throw new Error(`${file}: ${error.message}`, { cause: error })
    throw error
  }
}

/**
 * Opens `file` (null or a missing file: no settings). `env` supplies the CLI's overrides and the
 * values of `env(NAME)` references.
 */
export function readCliConfig(file: string | null, env: Env): CliConfig {
  const path = file !== null && existsSync(file) ? file : null
  const table = path === null ? {} : readToml(path)
  const where = path ?? 'config.toml'

  /** The raw value: the CLI's variable first, then the file, with env(NAME) resolved. */
  const raw = (key: string): unknown => {
    const fromEnv = env[cliEnvName(key)]
    const value = fromEnv !== undefined && fromEnv !== '' ? fromEnv : lookup(table, key)
    if (typeof value === 'string') {
      const name = ENV_VALUE.exec(value)?.[1]
      const resolved = name === undefined ? undefined : env[name]
      return resolved !== undefined && resolved !== '' ? resolved : value
    }
    return value
  }
  const wrong = (key: string, what: string, value: unknown): Error =>
    new Error(`${where}: ${key} must be ${what}, got ${JSON.stringify(value)}`)

  return {
    file: path,
    string(key) {
      const value = raw(key)
      if (value === undefined) return undefined
      if (typeof value !== 'string') throw wrong(key, 'a string', value)
      return value
    },
    int(key) {
      const value = raw(key)
      if (value === undefined) return undefined
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
        throw wrong(key, 'a non-negative integer', value)
      return n
    },
    bool(key) {
      const value = raw(key)
      if (value === undefined || typeof value === 'boolean') return value
      const text = typeof value === 'string' ? value.trim().toLowerCase() : ''
      if (text === 'true') return true
      if (text === 'false') return false
      throw wrong(key, 'true or false', value)
    },
    list(key) {
      const value = raw(key)
      if (value === undefined) return undefined
      // A variable holds a list as comma- or space-separated words, as the CLI splits it.
      if (typeof value === 'string') return value.split(/[\s,]+/).filter((s) => s !== '')
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
        throw wrong(key, 'a list of strings', value)
      return value as string[]
    },
  }
}
