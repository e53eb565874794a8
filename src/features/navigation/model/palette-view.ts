// What the palette shows for a search: grouped results, the category chips and the AI group
// (spec section 2, "Command palette").
import { defaultResults, searchResults } from './scoring.ts'
import type { PaletteItem, SkillLevel } from './types.ts'

export interface PaletteGroup {
  category: string
  items: PaletteItem[]
}

export interface PaletteView {
  groups: PaletteGroup[]
  /** Category chips: empty unless the search is empty and there is more than one category. */
  chips: string[]
  /** The AI Suggestions group with Generate New Suggestions. */
  showAiGroup: boolean
  isEmpty: boolean
}

export interface PaletteInput {
  items: readonly PaletteItem[]
  /** AI (or, when AI is unavailable, local default) suggestions for the AI group. */
  aiItems: readonly PaletteItem[]
  query: string
  level: SkillLevel
  /** The chosen chip; null = All. */
  category: string | null
}

/** Spec: chips (All plus each category) only with an empty search and more than one category. */
export function chipsFor(query: string, categories: readonly string[]): string[] {
  if (query.trim() !== '' || categories.length <= 1) return []
  return [...categories]
}

/** Spec: the AI group shows when the search is empty and the level is not beginner. */
export function showsAiGroup(query: string, level: SkillLevel): boolean {
  return query.trim() === '' && level !== 'beginner'
}

/** Groups by category in order of first appearance (the best item leads its group). */
export function groupByCategory(items: readonly PaletteItem[]): PaletteGroup[] {
  const groups = new Map<string, PaletteItem[]>()
  for (const item of items) {
    const list = groups.get(item.category)
    if (list) list.push(item)
    else groups.set(item.category, [item])
  }
  return [...groups].map(([category, list]) => ({ category, items: list }))
}

/** One entry per action: the first wins, AI marks and triggers merge into it. */
export function mergeByAction(items: readonly PaletteItem[]): PaletteItem[] {
  const seen = new Map<string, PaletteItem>()
  for (const item of items) {
    const prior = seen.get(item.action)
    if (!prior) {
      seen.set(item.action, { ...item, triggers: [...item.triggers] })
      continue
    }
    prior.triggers = [...new Set([...prior.triggers, ...item.triggers])]
    prior.aiGenerated ||= item.aiGenerated
    prior.isRecent ||= item.isRecent
    prior.priority = Math.max(prior.priority, item.priority)
  }
  return [...seen.values()]
}

export function paletteView(input: PaletteInput): PaletteView {
  const query = input.query.trim()
  const showAiGroup = showsAiGroup(query, input.level)
  if (query) {
    const found = searchResults(mergeByAction([...input.items, ...input.aiItems]), query)
    return { groups: groupByCategory(found), chips: [], showAiGroup, isEmpty: found.length === 0 }
  }
  const base = defaultResults(mergeByAction(input.items))
  const groups = groupByCategory(base)
  const chips = chipsFor(
    query,
    groups.map((g) => g.category),
  )
  const shown = input.category ? groups.filter((g) => g.category === input.category) : groups
  return { groups: shown, chips, showAiGroup, isEmpty: shown.length === 0 && !showAiGroup }
}
