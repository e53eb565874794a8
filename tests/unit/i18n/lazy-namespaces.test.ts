// A namespace loaded on demand (src/i18n/en/lazy.ts) must not be asked for by a page a visitor
// sees: that page would wait for it (its route's Suspense) instead of painting. Each lazy
// namespace names the member-only folders that may use it.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { englishLoaders } from '../../../src/i18n/en/lazy.ts'

const USERS: Record<keyof typeof englishLoaders, string[]> = {
  admin: ['src/features/admin/'],
  automation: ['src/features/automation/'],
  chat: ['src/features/chat/'],
  groupAdmin: ['src/features/group-admin/'],
  integrations: ['src/features/integrations/'],
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('namespaces loaded on demand', () => {
  it('are used only where a member’s page asks for them', () => {
    const files = sources('src')
    for (const ns of Object.keys(englishLoaders) as Array<keyof typeof englishLoaders>) {
      const asked = new RegExp(
        `useTranslation\\((?:'${ns}'|\\[[^\\]]*'${ns}'[^\\]]*\\])|['\`]${ns}:[a-zA-Z]`,
      )
      const outside = files.filter(
        (f) =>
          asked.test(readFileSync(f, 'utf8')) &&
          !USERS[ns].some((dir) => f.startsWith(dir)) &&
          !f.startsWith('src/i18n/') &&
          // Keys only, translated by the admin feature's hooks.
          f !== 'src/lib/server-messages.ts',
      )
      expect(outside, ns).toEqual([])
    }
    expect(Object.keys(USERS).sort()).toEqual(Object.keys(englishLoaders).sort())
  })
})
