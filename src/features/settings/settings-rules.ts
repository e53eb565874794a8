// Pure rules behind /settings (unit tested): favourite actions, storage figures.
import { parseList } from '@/features/registration/index.ts'

/** navigation_preferences_favorite_actions_valid: at most 50 names of at most 100 characters. */
export const FAVORITES_MAX = 50
export const ACTION_NAME_MAX = 100

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const
export type SkillLevel = (typeof SKILL_LEVELS)[number]

/** Actions one may pin (ids of the navigation catalogue the palette and suggestions use). */
export const FAVORITE_CHOICES = [
  'home',
  'profile',
  'find-jobs',
  'post-job',
  'manage-jobs',
  'my-work',
  'craftsman-dashboard',
  'company-dashboard',
  'crew-formation',
  'messages',
  'learning',
  'mentorship',
  'social',
  'events',
  'daily-missions',
  'analytics',
  'co-pilot',
  'settings',
] as const

/** The list with `name` added once (newest last), or null when it cannot be added. */
export function addFavorite(list: readonly string[], name: string): string[] | null {
  const trimmed = name.trim()
  if (trimmed === '' || trimmed.length > ACTION_NAME_MAX) return null
  if (list.includes(trimmed)) return [...list]
  if (list.length >= FAVORITES_MAX) return null
  return [...list, trimmed]
}

export function removeFavorite(list: readonly string[], name: string): string[] {
  return list.filter((n) => n !== name)
}

/** The stored JSON list text of dismissed tooltips or favourites. */
export const readList = parseList

/** Bytes as the storage line shows them (1 decimal, MB below 1 GB). */
export function formatBytes(n: number | null | undefined): string | null {
  if (n === null || n === undefined || !Number.isFinite(n) || n < 0) return null
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`
  const mb = n / (1024 * 1024)
  return mb >= 1024 ? `${(mb / 1024).toFixed(1)} GB` : `${mb.toFixed(1)} MB`
}
