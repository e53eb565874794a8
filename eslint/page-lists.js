// Enforces the page registry (issue 30): a list of pages lives only in src/lib/page-registry.ts
// and src/lib/pages/. A module elsewhere that names LIST_SIZE or more of the registry's paths is
// keeping a list of its own; typed links to a page or two are fine.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const PAGES_DIR = path.join(ROOT, 'src', 'lib', 'pages')
export const LIST_SIZE = 5

/** Every path the registry declares (read as text: the lint config cannot import TypeScript). */
export function registryPaths() {
  const paths = new Set()
  for (const file of readdirSync(PAGES_DIR).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(path.join(PAGES_DIR, file), 'utf8')
    for (const m of text.matchAll(/\bpath: '([^']+)'/g)) paths.add(m[1])
    for (const m of text.matchAll(/\baliases: \[([^\]]*)\]/g)) {
      for (const alias of m[1].matchAll(/'([^']+)'/g)) paths.add(alias[1])
    }
  }
  paths.delete('/')
  return paths
}

function isRegistry(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/')
  return rel === 'src/lib/page-registry.ts' || rel.startsWith('src/lib/pages/')
}

let known = null

export const pageListsPlugin = {
  rules: {
    'only-in-registry': {
      meta: {
        type: 'problem',
        schema: [{ type: 'object', properties: { allow: { type: 'array' } } }],
      },
      create(context) {
        if (isRegistry(context.filename)) return {}
        const rel = path.relative(ROOT, context.filename).split(path.sep).join('/')
        if ((context.options[0]?.allow ?? []).includes(rel)) return {}
        known ??= registryPaths()
        const named = new Set()
        const note = (value) => typeof value === 'string' && known.has(value) && named.add(value)
        return {
          Literal: (node) => note(node.value),
          TemplateElement: (node) => note(node.value.cooked),
          'Program:exit': (node) => {
            if (named.size < LIST_SIZE) return
            context.report({
              node,
              message: `This module names ${named.size} pages (${[...named].slice(0, 3).join(', ')}, ...): declare lists of pages in the page registry (src/lib/page-registry.ts).`,
            })
          },
        }
      },
    },
  },
}
