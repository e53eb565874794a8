// JSON from clients (request bodies, realtime frames), parsed for every service with a nesting
// limit: V8 parses thousands of levels, but JSON.stringify and every recursive walk after it
// (Postgres' JSON functions too) overflow their stack on them, a 500 instead of a 400.

/** Deeper than any document the app or supabase-js sends (Jackson's default limit is 1,000). */
export const MAX_JSON_DEPTH = 512

/** Whether arrays and objects in `text` nest deeper than `limit` (brackets in strings aside). */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) {
      inString = true
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true
    } else if (c === 0x5d || c === 0x7d) {
      depth--
    }
  }
  return false
}

/**
 * JSON.parse with the nesting limit: too deep a text throws a SyntaxError, as a malformed one
 * does, so each service answers it with its own "invalid JSON" 400.
 */
export function parseJson(text: string): unknown {
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new SyntaxError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`)
  }
  return JSON.parse(text)
}
