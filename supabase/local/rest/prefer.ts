// The Prefer header (RFC 7240) as PostgREST reads it; unknown preferences are ignored
// (handling=lenient), as PostgREST does by default.
export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null
  count: 'exact' | 'planned' | 'estimated' | null
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null
  missingDefault: boolean
  rollback: boolean
  strict: boolean
  maxAffected: number | null
  singleObject: boolean
  /** What goes back in Preference-Applied. */
  applied: string[]
  /** Preferences not understood (an error under handling=strict). */
  invalid: string[]
}

export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = {
    return: null,
    count: null,
    resolution: null,
    missingDefault: false,
    rollback: false,
    strict: false,
    maxAffected: null,
    singleObject: false,
    applied: [],
    invalid: [],
  }
  if (!header) return prefs
  for (const token of header.split(/[,;]/)) {
    const [rawKey, rawValue] = token.trim().split('=', 2)
    const key = rawKey?.trim().toLowerCase()
    const value = rawValue?.trim().replace(/^"|"$/g, '').toLowerCase() ?? ''
    let applied = true
    if (
      key === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      prefs.return = value
    } else if (
      key === 'count' &&
      (value === 'exact' || value === 'planned' || value === 'estimated')
    ) {
      prefs.count = value
    } else if (
      key === 'resolution' &&
      (value === 'merge-duplicates' || value === 'ignore-duplicates')
    ) {
      prefs.resolution = value
    } else if (key === 'missing' && value === 'default') {
      prefs.missingDefault = true
    } else if (key === 'tx' && (value === 'rollback' || value === 'commit')) {
      prefs.rollback = value === 'rollback'
    } else if (key === 'handling' && (value === 'strict' || value === 'lenient')) {
      prefs.strict = value === 'strict'
    } else if (key === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value)
    } else if (key === 'params' && value === 'single-object') {
      prefs.singleObject = true
    } else {
      applied = false
      if (token.trim() !== '') prefs.invalid.push(token.trim())
    }
    if (applied && key) prefs.applied.push(`${key}=${value}`)
  }
  return prefs
}
