import { createContext } from 'react'
import type { SkillLevel } from './model/types.ts'

/** What components can do through the navigation helper. */
export interface NavigationActions {
  /** Runs an action: a route path or a command (cmd:...); settles once a path has been opened. */
  run(action: string): Promise<void>
  track(action: string, metadata?: Record<string, unknown>): Promise<void>
  recordActivity(action: string): Promise<void>
  dismissTooltip(id: string): Promise<void>
  setSkillLevel(level: SkillLevel): Promise<void>
  toggleAdvancedFeatures(): Promise<void>
  openPalette(): void
}

export const NavigationContext = createContext<NavigationActions | null>(null)
