// A visitor's first load is the entry and what it imports statically (tests/bench/pwa.bench.ts
// budgets it gzipped). The replica's code (repositories, schemas, RxDB, the sync client) comes
// with a member's (src/app/member.ts), loaded once someone is signed in; the shell's parts drawn
// after the page's first content come after it (src/lib/after-mount.tsx). This walks the
// entry's static imports, as the bundler does, and fails when one reaches that code again.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..', '..', '..')

function resolveLocal(from: string, spec: string): string | null {
  let base: string
  if (spec.startsWith('@/')) base = join(ROOT, 'src', spec.slice(2))
  else if (spec.startsWith('@sync/')) base = join(ROOT, 'sync', spec.slice(6))
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec)
  else return null
  return [base, `${base}.ts`, `${base}.tsx`].find((c) => /\.tsx?$/.test(c) && existsSync(c)) ?? null
}

/** Static value imports and re-exports (`import type` and `export type` are erased). */
function staticImports(source: string): string[] {
  const specs = source.matchAll(/^(?:import|export)\s+(?!type\b)[^'";]*?from\s+['"]([^'"]+)['"]/gm)
  return [...specs].map((m) => m[1] ?? '')
}

/** Every module the entry reaches statically: repository paths, and bare package names. */
function staticGraph(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>()
  const packages = new Set<string>()
  const queue = [join(ROOT, entry)]
  while (queue.length > 0) {
    const file = queue.pop() ?? ''
    if (modules.has(file)) continue
    modules.add(file)
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      const local = resolveLocal(file, spec)
      if (local) queue.push(local)
      else if (!spec.startsWith('.') && !spec.startsWith('virtual:')) packages.add(spec)
    }
  }
  return { modules: new Set([...modules].map((f) => relative(ROOT, f))), packages }
}

/** Drawn from the page's first content on, or shown only to some: loaded when needed. */
const AFTER_THE_PAGE = [
  /^src\/app\/shell\/(DesktopNav|MobileMenu|ShellOverlays|BottomBar|FloatingActions)\.tsx$/,
  /^src\/app\/Toasts\.tsx$/,
  /^src\/features\/navigation\/components\/(PaletteLayer|QuickActions|GuidedTooltip|SearchButton)\.tsx$/,
  /^src\/features\/pwa\/components\/(InstallPrompt|UpdatePrompt)\.tsx$/,
  /^src\/features\/auth\/components\/MfaGateScreen\.tsx$/,
  /^src\/features\/roles\/components\/(RolePageGate|RoleSwitcher)\.tsx$/,
  /^src\/features\/notifications\/components\/NotificationBell\.tsx$/,
]

const MEMBER_ONLY = [
  /^src\/data\/index\.ts$/,
  /^src\/data\/(repositories|repository|replica|sync-client)\.ts$/,
  /^src\/data\/[\w-]+\.repo\.ts$/,
  /^src\/db\/(collections|database|storage)\.ts$/,
  /^src\/db\/[\w-]+\.(schema|table)\.ts$/,
  /^src\/app\/(member|replica)\.ts$/,
  /^sync\//,
]

describe("a visitor's first load", () => {
  const graph = staticGraph('src/main.tsx')

  it('walks the real entry (the shell and the router are in it)', () => {
    expect(graph.modules).toContain('src/app/shell/Header.tsx')
    expect(graph.modules).toContain('src/data/load-phases.ts')
    expect(graph.packages).toContain('react-dom/client')
  })

  it("leaves the replica's code to a member's", () => {
    const reached = [...graph.modules].filter((m) => MEMBER_ONLY.some((rule) => rule.test(m)))
    expect(reached).toEqual([])
  })

  it('imports no RxDB', () => {
    const reached = [...graph.packages].filter((p) => /^(rxdb|dexie)(\/|$)/.test(p))
    expect(reached).toEqual([])
  })

  it("leaves the shell's later parts to their own chunks", () => {
    const reached = [...graph.modules].filter((m) => AFTER_THE_PAGE.some((rule) => rule.test(m)))
    expect(reached).toEqual([])
  })

  it("uses zod's tree-shakable API (zod/mini), not the classic one, and no rxjs", () => {
    // Any classic import brings the whole classic API, whatever the module uses of it.
    expect(
      [...graph.packages].filter((p) => p === 'zod' || p.startsWith('zod/v4/classic')),
    ).toEqual([])
    expect([...graph.packages].filter((p) => /^rxjs(\/|$)/.test(p))).toEqual([])
  })
})

describe("the photo worker's bundle", () => {
  it('uses zod/mini: the worker is bundled on its own, with whatever zod it imports', () => {
    const { packages } = staticGraph('src/features/files/image/prepare.worker.ts')
    expect(packages).toContain('zod/mini')
    expect(packages).not.toContain('zod')
  })
})
