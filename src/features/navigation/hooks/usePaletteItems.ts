// Everything the palette can reach, translated: every page, the role's actions (spec section 6)
// and the commands (advanced features, level, sign out).
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { navigationActions, type ActionDescriptor } from '../model/nav-actions.ts'
import { pagesFor } from '../model/page-catalogue.ts'
import type { PaletteItem, SkillLevel } from '../model/types.ts'
import { navigationStore } from '../navigation.store.ts'

const LEVELS: SkillLevel[] = ['beginner', 'intermediate', 'advanced']

export function usePaletteItems(): { items: PaletteItem[]; defaults: PaletteItem[] } {
  const { t } = useTranslation(['navigation', 'pages'])
  const s = useSnapshot(navigationStore)
  return useMemo(() => {
    const recent = new Set(s.recentActivity)
    const fromAction = (a: ActionDescriptor): PaletteItem => ({
      id: a.id,
      type: a.type,
      title: t(`navigation:actions.${a.key}.title` as 'navigation:actions.home.title'),
      description: t(
        `navigation:actions.${a.key}.description` as 'navigation:actions.home.description',
      ),
      action: a.action,
      priority: a.priority,
      triggers: a.triggers,
      category: t(`navigation:categories.${a.category}`),
      aiGenerated: false,
      icon: a.icon,
      isRecent: recent.has(a.action),
    })
    const actions = navigationActions({
      signedIn: s.isSignedIn,
      role: s.userRole,
      level: s.skillLevel,
      showAdvancedFeatures: s.preferences.showAdvancedFeatures,
      path: s.currentPath,
      recentActivity: s.recentActivity,
    }).map(fromAction)
    const pages: PaletteItem[] = pagesFor({ signedIn: s.isSignedIn, isAdmin: s.isAdmin }).map(
      (p) => ({
        id: `page:${p.path}`,
        type: 'static',
        title: t(`pages:${p.page}.title`),
        description: t(`pages:${p.page}.description`),
        action: p.path,
        priority: p.priority,
        triggers: p.triggers,
        category: t(`navigation:categories.${p.category}`),
        aiGenerated: false,
        icon: 'page',
        isRecent: recent.has(p.path),
      }),
    )
    const command = (id: string, title: string, description: string): PaletteItem => ({
      id,
      type: 'quick_action',
      title,
      description,
      action: id,
      priority: 3,
      triggers: [],
      category: t('navigation:categories.commands'),
      aiGenerated: false,
      icon: 'command',
      isRecent: false,
    })
    const adv = s.preferences.showAdvancedFeatures ? 'disableAdvanced' : 'enableAdvanced'
    const commands = [
      command(
        'cmd:toggle-advanced',
        t(`navigation:commands.${adv}.title`),
        t(`navigation:commands.${adv}.description`),
      ),
      ...LEVELS.filter((l) => l !== s.skillLevel).map((l) =>
        command(
          `cmd:level:${l}`,
          t('navigation:commands.level.title', { level: t(`navigation:palette.levels.${l}`) }),
          t('navigation:commands.level.description'),
        ),
      ),
      ...(s.isSignedIn
        ? [
            command(
              'cmd:sign-out',
              t('navigation:commands.signOut.title'),
              t('navigation:commands.signOut.description'),
            ),
          ]
        : []),
    ]
    // Role actions first: they win merges with the page of the same path.
    return { items: [...actions, ...pages, ...commands], defaults: actions }
  }, [t, s])
}
