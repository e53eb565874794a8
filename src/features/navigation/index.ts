// Public surface of the navigation helper (spec sections 2-4, 6-9).
export { NavigationIntelligenceProvider } from './NavigationIntelligenceProvider.tsx'
export {
  useNavigationIntelligence,
  type NavigationIntelligence,
} from './useNavigationIntelligence.ts'
export { GuidedTooltip, PaletteLayer, QuickActions, SearchButton } from './shell-parts.ts'
export { navigationStore, type NavigationState } from './navigation.store.ts'
export type { NavRole, SkillLevel, Suggestion } from './model/types.ts'
export { togglePalette } from './palette-door.ts'
