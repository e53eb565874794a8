// The places the suggestion model can recommend (spec sections 2 and 6): the pages' `suggest`
// entries in the app's page registry, titled in English from the app's navigation catalogue.
// Both modules are plain data with no imports at run time, so the function bundles them as they
// are. `roles` limits an entry to navigation roles; `advanced` entries are offered only to users
// at the intermediate or advanced level or with advanced features on.
import { ALL_PAGES, type NavRole, type SkillLevel } from '../../../src/lib/page-registry.ts'
import { navigation } from '../../../src/i18n/en/navigation.ts'

export type { NavRole, SkillLevel }

export interface CatalogueEntry {
  id: string
  /** The route the suggestion opens. */
  path: string
  title: string
  description: string
  category: string
  icon: string
  /** Base priority on the spec's scale (section 9 default priorities). */
  priority: number
  triggers: string[]
  roles?: NavRole[]
  advanced?: boolean
  beginnerOnly?: boolean
}

type SuggestionKey = keyof typeof navigation.suggestions

export const CATALOGUE: readonly CatalogueEntry[] = ALL_PAGES.flatMap(({ path, suggest }) => {
  if (!suggest) return []
  const text = navigation.suggestions[suggest.key as SuggestionKey]
  return [
    {
      id: suggest.id,
      path,
      title: text.title,
      description: text.description,
      category: navigation.categories[suggest.category],
      icon: suggest.icon,
      priority: suggest.priority,
      triggers: [...suggest.triggers],
      ...(suggest.roles ? { roles: [...suggest.roles] } : {}),
      ...(suggest.advanced ? { advanced: true } : {}),
      ...(suggest.beginnerOnly ? { beginnerOnly: true } : {}),
    },
  ]
})
