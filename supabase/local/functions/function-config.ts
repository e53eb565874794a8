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

/** Whether the gateway verifies the caller's JWT for `name` (default true, as hosted). */
export function verifyJwtFor(functionsDir: string, name: string): boolean {
  const file = path.join(functionsDir, '..', 'config.toml')
  if (!existsSync(file)) return true
  const mtime = statSync(file).mtimeMs
  if (!cache || cache.file !== file || cache.mtime !== mtime) {
    cache = { file, mtime, settings: parseTomlSections(readFileSync(file, 'utf8')) }
  }
  return cache.settings.get(`functions.${name}`)?.get('verify_jwt') !== 'false'
}
