// Per-function settings from supabase/config.toml, as the Supabase CLI reads them:
// `[functions.<name>] verify_jwt = false` turns the gateway's JWT check off for one function.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

let cache: { file: string; mtime: number; settings: Map<string, Map<string, string>> } | null = null

/** Reads `[section]` headers and `key = value` lines; enough for the functions table. */
export function parseTomlSections(text: string): Map<string, Map<string, string>> {
  const sections = new Map<string, Map<string, string>>()
  let current = new Map<string, string>()
  sections.set('', current)
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, '').trim()
    if (line === '' || line.startsWith('#')) continue
    const header = /^\[([^\]]+)\]$/.exec(line)
    if (header) {
      const name = (header[1] ?? '').trim().replace(/"/g, '')
      current = sections.get(name) ?? new Map<string, string>()
      sections.set(name, current)
      continue
    }
    const kv = /^([A-Za-z0-9_.-]+)\s*=\s*(.*)$/.exec(line)
    if (kv) current.set(kv[1] ?? '', (kv[2] ?? '').trim().replace(/^"(.*)"$/, '$1'))
  }
  return sections
}

export interface FunctionSettings {
  /** The gateway verifies the caller's JWT (default true, as hosted). */
  verifyJwt: boolean
  /** `enabled = false` hides the function. */
  enabled: boolean
  /** Entry file; config.toml's `entrypoint` is relative to the supabase directory. */
  entrypoint: string
}

export function functionSettings(functionsDir: string, name: string): FunctionSettings {
  const supabaseDir = path.join(functionsDir, '..')
  const file = path.join(supabaseDir, 'config.toml')
  let section: Map<string, string> | undefined
  if (existsSync(file)) {
    const mtime = statSync(file).mtimeMs
    if (!cache || cache.file !== file || cache.mtime !== mtime) {
      cache = { file, mtime, settings: parseTomlSections(readFileSync(file, 'utf8')) }
    }
    section = cache.settings.get(`functions.${name}`)
  }
  const entry = section?.get('entrypoint')
  return {
    verifyJwt: section?.get('verify_jwt') !== 'false',
    enabled: section?.get('enabled') !== 'false',
    entrypoint: entry
      ? path.resolve(supabaseDir, entry)
      : path.join(functionsDir, name, 'index.ts'),
  }
}

/** `supabase/functions/.env`: local secrets the CLI hands every function (KEY=value lines). */
export function functionSecrets(functionsDir: string): Record<string, string> {
  const file = path.join(functionsDir, '.env')
  if (!existsSync(file)) return {}
  const out: Record<string, string> = {}
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (m?.[1]) out[m[1]] = (m[2] ?? '').replace(/^(["'])(.*)\1$/, '$2')
  }
  return out
}
