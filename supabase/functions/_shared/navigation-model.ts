// Navigation suggestions: a usage-based model. There is no hosted AI service behind it: it ranks
// the catalogue by the user's role and skill level, the current path, recent activity, the
// user's own habits and what users of the same role most often open next. It sits behind the
// SuggestionModel interface so a hosted language model can replace it without changing callers.
import {
  CATALOGUE,
  type CatalogueEntry,
  type NavRole,
  type SkillLevel,
} from './navigation-catalogue.ts'

export interface Suggestion {
  id: string
  type: 'ai'
  title: string
  description: string
  /** The route to open. */
  action: string
  priority: number
  triggers: string[]
  category: string
  aiGenerated: true
  icon: string
  /** Why it was suggested, in plain words (shown as a hint; honest about the model). */
  reason: string
}

export interface UsageStats {
  /** Paths users of the same role opened right after the current path, with counts. */
  next: Record<string, number>
  /** Paths users of the same role open most. */
  popular: Record<string, number>
  /** Paths this user opens most. */
  mine: Record<string, number>
}

export interface SuggestionInput {
  role: NavRole
  skillLevel: SkillLevel
  currentPath: string
  recentActivity: string[]
  showAdvancedFeatures: boolean
  query: string
  limit: number
  usage: UsageStats
}

export interface SuggestionModel {
  readonly name: string
  suggest(input: SuggestionInput): Suggestion[]
}

const share = (counts: Record<string, number>, key: string): number => {
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  return total > 0 ? (counts[key] ?? 0) / total : 0
}

function eligible(entry: CatalogueEntry, input: SuggestionInput): boolean {
  if (entry.roles && !entry.roles.includes(input.role)) return false
  if (entry.path === input.currentPath) return false
  const advancedUser = input.skillLevel !== 'beginner' || input.showAdvancedFeatures
  if (entry.advanced && !advancedUser) return false
  if (entry.beginnerOnly && input.skillLevel !== 'beginner') return false
  return true
}

/** The palette's text score (section 9: +10 title, +5 description, +3 per keyword). */
export function queryScore(entry: CatalogueEntry, query: string): number {
  const q = query.trim().toLowerCase()
  if (q === '') return 0
  let score = 0
  if (entry.title.toLowerCase().includes(q)) score += 10
  if (entry.description.toLowerCase().includes(q)) score += 5
  score += 3 * entry.triggers.filter((t) => t.includes(q) || q.includes(t)).length
  return score
}

export function scoreEntry(
  entry: CatalogueEntry,
  input: SuggestionInput,
): { score: number; reason: string } {
  const { usage } = input
  const next = share(usage.next, entry.path)
  const popular = share(usage.popular, entry.path)
  const mine = share(usage.mine, entry.path)
  let score = entry.priority + 8 * next + 4 * popular + 3 * mine
  let reason = 'Suggested for your role'
  if (next > 0) reason = `People in your role often open this after ${input.currentPath}`
  else if (mine > 0) reason = 'You use this often'
  else if (popular > 0) reason = 'Popular with people in your role'
  // Just done: step back so the list moves the user forward.
  const recent = input.recentActivity.slice(0, 3)
  if (recent.includes(entry.id) || recent.includes(entry.path)) score -= 2
  if (entry.id === 'complete-profile' && input.recentActivity.includes('profile_incomplete')) {
    score += 5
    reason = 'Your profile is incomplete'
  }
  return { score: score + queryScore(entry, input.query), reason }
}

export const usageModel: SuggestionModel = {
  name: 'usage-v1',
  suggest(input) {
    const matchesQuery = (e: CatalogueEntry): boolean =>
      input.query.trim() === '' || queryScore(e, input.query) > 0
    return CATALOGUE.filter((e) => eligible(e, input) && matchesQuery(e))
      .map((entry) => ({ entry, ...scoreEntry(entry, input) }))
      .sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id))
      .slice(0, input.limit)
      .map(({ entry, score, reason }) => ({
        id: `ai-${entry.id}`,
        type: 'ai' as const,
        title: entry.title,
        description: entry.description,
        action: entry.path,
        priority: Math.round(score * 10) / 10,
        triggers: entry.triggers,
        category: entry.category,
        aiGenerated: true as const,
        icon: entry.icon,
        reason,
      }))
  },
}
