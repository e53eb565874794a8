// A visitor's first load is the entry and what it imports statically (tests/bench/pwa.bench.ts
// budgets it gzipped). The replica's code (repositories, schemas, RxDB, the sync client) comes
// with a member's (src/app/member.ts), loaded once someone is signed in. This walks the entry's
// static imports, as the bundler does, and fails when one reaches that code again.
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
})
