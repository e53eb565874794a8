// Enforces the dependency directions of ARCHITECTURE.md ("nothing points upward").
// A small local rule instead of a plugin: the layer map is ours and changes with the design.
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')

/** Which zone a repository path belongs to. */
export function zoneOf(absPath) {
  const rel = path.relative(ROOT, absPath).split(path.sep).join('/')
  if (rel.startsWith('..')) return { zone: 'external' }
  // Entries: the browser's (main.tsx) and the build's prerender (prerender.tsx).
  if (rel === 'src/main.tsx' || rel === 'src/prerender.tsx') return { zone: 'main' }
  if (rel === 'src/env.ts' || rel === 'src/env.test.ts') return { zone: 'env' }
  const parts = rel.split('/')
  if (parts[0] === 'src') {
    const area = parts[1]
    if (area === 'features') return { zone: 'features', feature: parts[2], rest: parts.slice(3) }
    if (
      ['app', 'routes', 'data', 'db', 'backend', 'ui', 'lib', 'i18n', 'test-utils'].includes(area)
    ) {
      return { zone: area }
    }
    return { zone: 'src-other' }
  }
  // supabase/tests are test code (they drive the server through the shared test harness).
  if (parts[0] === 'supabase' && parts[1] === 'tests') return { zone: 'tests' }
  if (['sync', 'sw', 'supabase', 'tests', 'scripts'].includes(parts[0])) return { zone: parts[0] }
  return { zone: 'root' }
}

// Which zones each zone may import from (same zone is always allowed, except features).
const ALLOWED = {
  main: ['app', 'routes', 'features', 'data', 'backend', 'db', 'ui', 'lib', 'i18n', 'env'],
  app: ['routes', 'features', 'data', 'backend', 'db', 'ui', 'lib', 'i18n', 'env'],
  routes: ['features', 'data', 'ui', 'lib', 'i18n', 'env'],
  features: ['data', 'backend', 'db', 'ui', 'lib', 'i18n', 'env'],
  // data reaches the sync worker only through sync/protocol.ts messages (ARCHITECTURE rule 5).
  data: ['db', 'backend', 'lib', 'env', 'sync'],
  backend: ['lib', 'env'],
  db: ['lib'],
  ui: ['lib', 'i18n'],
  lib: [],
  i18n: ['lib'],
  env: ['lib'],
  sync: ['db', 'lib', 'env'],
  sw: [],
  supabase: [],
}

// Bare packages only some zones may use.
const PACKAGE_RULES = [
  {
    test: (s) => s === 'rxdb' || s.startsWith('rxdb/'),
    zones: ['data', 'db', 'sync', 'tests'],
    why: 'only src/data, src/db and sync/ touch RxDB',
  },
  { test: (s) => s === 'dexie', zones: [], why: "use RxDB's Dexie storage, not a second dexie" },
  {
    test: (s) => s.startsWith('@supabase/'),
    zones: ['sync', 'backend', 'tests', 'supabase', 'scripts'],
    why: 'supabase-js is used only in sync/ and src/backend (the remote layer)',
  },
]

// The edge functions share these plain-data modules with the app (no imports at run time, so
// they bundle for Deno as they are): the page registry and the English catalogue.
function sharedWithFunctions(absPath) {
  const rel = path.relative(ROOT, absPath).split(path.sep).join('/')
  return (
    rel === 'src/lib/page-registry.ts' ||
    /^src\/lib\/pages\/[\w-]+\.ts$/.test(rel) ||
    /^src\/i18n\/en\/[\w-]+\.ts$/.test(rel)
  )
}

function resolveSpecifier(spec, fromFile) {
  if (spec.startsWith('@/')) return path.join(ROOT, 'src', spec.slice(2))
  if (spec.startsWith('@sync/')) return path.join(ROOT, 'sync', spec.slice(6))
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec)
  return null
}

function check(context, node, spec) {
  if (typeof spec !== 'string') return
  const file = context.filename
  const from = zoneOf(file)
  if (['tests', 'scripts', 'root', 'external'].includes(from.zone)) {
    return
  }
  const target = resolveSpecifier(spec, file)
  if (target === null) {
    if (from.zone === 'sw' && !spec.startsWith('workbox-')) {
      context.report({ node, message: `sw/ imports only Workbox and its own files ('${spec}').` })
      return
    }
    for (const rule of PACKAGE_RULES) {
      if (!rule.test(spec)) continue
      const me = from.zone === 'features' ? `features:${from.feature}` : from.zone
      if (!rule.zones.includes(me) && !rule.zones.includes(from.zone)) {
        context.report({ node, message: `'${spec}' is not allowed here: ${rule.why}.` })
      }
    }
    return
  }
  const to = zoneOf(target)
  if (from.zone === 'supabase' && to.zone !== 'supabase') {
    if (!sharedWithFunctions(target)) {
      context.report({
        node,
        message: `supabase/ imports from src/ only the page registry and the English catalogue ('${spec}').`,
      })
    }
    return
  }
  if (to.zone === 'supabase' && from.zone !== 'supabase') {
    context.report({ node, message: 'Nothing in src/, sw/ or sync/ imports from supabase/.' })
    return
  }
  if (from.zone === 'features' && to.zone === 'features') {
    if (from.feature === to.feature) return
    // index.ts is a feature's surface; member.ts the part only members' code loads (kept out of
    // the visitor's entry).
    const viaIndex =
      to.rest.length === 0 || (to.rest.length === 1 && /^(index|member)(\.tsx?)?$/.test(to.rest[0]))
    if (!viaIndex) {
      context.report({
        node,
        message: `Feature '${from.feature}' must import feature '${to.feature}' through its index.ts or member.ts.`,
      })
    }
    return
  }
  if (from.zone === to.zone) return
  const allowed = ALLOWED[from.zone] ?? []
  if (!allowed.includes(to.zone)) {
    context.report({
      node,
      message: `Dependency direction: ${from.zone} may not import from ${to.zone} (ARCHITECTURE.md).`,
    })
  }
}

export const boundariesPlugin = {
  rules: {
    'dependency-direction': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        return {
          ImportDeclaration: (node) => check(context, node.source, node.source.value),
          ExportNamedDeclaration: (node) =>
            node.source && check(context, node.source, node.source.value),
          ExportAllDeclaration: (node) => check(context, node.source, node.source.value),
          ImportExpression: (node) =>
            node.source.type === 'Literal' && check(context, node.source, node.source.value),
        }
      },
    },
  },
}
