// Lists are JSON array text in the replica (supabase/README.md "List encoding").

/** The strings of a stored list; anything malformed reads as empty. */
export function parseList(text: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}
