// The suggestion function answers in English (its catalogue is the English one): the palette
// shows each suggestion in the reader's language, by the page registry's text key for its id.
import { ALL_PAGES } from '@/lib/page-registry.ts'

const KEYS = new Map(
  ALL_PAGES.flatMap(({ suggest }) => (suggest ? [[suggest.id, suggest.key] as const] : [])),
)

/** The navigation catalogue's `suggestions.<key>` of a suggestion id, or null for an unknown id. */
export function suggestionTextKey(id: string): string | null {
  return KEYS.get(id) ?? null
}
