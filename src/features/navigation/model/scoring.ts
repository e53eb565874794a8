// Command palette ranking (spec section 9): +10 title match, +5 description match, +3 per
// matching keyword, +1 for an AI result, plus the item's priority. Default list at most 20,
// search results at most 15.
import type { Suggestion } from './types.ts'

export const DEFAULT_RESULTS_MAX = 20
export const SEARCH_RESULTS_MAX = 15

type Scored = Pick<Suggestion, 'title' | 'description' | 'triggers' | 'aiGenerated' | 'priority'>

/** Points earned by matching the query alone (0 = the item does not match). */
export function matchPoints(item: Scored, query: string): number {
  const q = query.trim().toLowerCase()
  if (!q) return 0
  let points = 0
  if (item.title.toLowerCase().includes(q)) points += 10
  if (item.description.toLowerCase().includes(q)) points += 5
  for (const keyword of item.triggers) {
    const k = keyword.toLowerCase()
    if (k && (k.includes(q) || q.split(/\s+/).includes(k))) points += 3
  }
  return points
}

/** The full score of a matching item: match points, the AI point and its priority. */
export function scoreOf(item: Scored, query: string): number {
  return matchPoints(item, query) + (item.aiGenerated ? 1 : 0) + item.priority
}

function byTitle(a: { title: string }, b: { title: string }): number {
  return a.title.localeCompare(b.title)
}

/** Items matching the query, best first, at most 15. */
export function searchResults<T extends Scored>(items: readonly T[], query: string): T[] {
  return items
    .map((item) => ({ item, match: matchPoints(item, query) }))
    .filter((x) => x.match > 0)
    .map((x) => ({ item: x.item, score: scoreOf(x.item, query) }))
    .sort((a, b) => b.score - a.score || byTitle(a.item, b.item))
    .slice(0, SEARCH_RESULTS_MAX)
    .map((x) => x.item)
}

/** The list with an empty search: highest priority first, at most 20. */
export function defaultResults<T extends Scored>(items: readonly T[]): T[] {
  return [...items]
    .sort(
      (a, b) =>
        b.priority + (b.aiGenerated ? 1 : 0) - (a.priority + (a.aiGenerated ? 1 : 0)) ||
        byTitle(a, b),
    )
    .slice(0, DEFAULT_RESULTS_MAX)
}
