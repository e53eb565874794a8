import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import postcss, { type AtRule, type Root } from 'postcss'
import type { Plugin } from 'vite'

// Mantine ships one stylesheet for all ~120 of its components; the app uses about half, and the
// unused half would sit in every install's precache. Each component's rules hang off hashed
// `m_<hex>` classes that only that component's JS applies (its `*.module.mjs` class map). So the
// build reads which components the app imports, follows Mantine's own imports from there
// (Select brings Combobox, Input, Popover...), and drops rules that need any other component's
// class. It runs on the stylesheet's source, before Vite hashes it, so the file name still
// changes whenever the content does (the service worker trusts hashed names).

const CLASS_IN_MAP = /"m_[0-9a-f]{5,10}"/g
const CLASS_IN_SELECTOR = /\.m_[0-9a-f]{5,10}\b/g
const CORE_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g
const RELATIVE_IMPORT = /(?:import|export)\s[^;]*?from\s*["'](\.[^"']+)["']/g

/** Names imported (as values) from @mantine/core in one source file. */
export function coreImportsIn(source: string): string[] {
  const names: string[] = []
  for (const [, typeOnly, list] of source.matchAll(CORE_IMPORT)) {
    if (typeOnly || !list) continue
    for (const part of list.split(',')) {
      const name = part.trim()
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] ?? name)
    }
  }
  return names
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Exported name -> the module @mantine/core's index imports it from. */
function coreExportMap(coreEsm: string): Map<string, string> {
  const index = readFileSync(join(coreEsm, 'index.mjs'), 'utf8')
  const map = new Map<string, string>()
  for (const [, list, path] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const part of (list ?? '').split(',')) {
      const local = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
      if (local) map.set(local, resolve(coreEsm, path ?? ''))
    }
  }
  return map
}

/** Every Mantine class the given modules can apply, following their relative imports. */
function classesReachableFrom(starts: Iterable<string>): Set<string> {
  const classes = new Set<string>()
  const seen = new Set<string>()
  const queue = [...starts]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !existsSync(file)) continue
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    if (file.endsWith('.module.mjs')) {
      for (const m of code.match(CLASS_IN_MAP) ?? []) classes.add(m.slice(1, -1))
    }
    for (const [, rel] of code.matchAll(RELATIVE_IMPORT))
      queue.push(resolve(dirname(file), rel ?? ''))
  }
  return classes
}

/**
 * The Mantine classes the app can use: components imported from @mantine/core by `srcDir` and
 * by the other Mantine packages it uses (their own stylesheets are imported whole).
 */
export function mantineClassesUsed(srcDir: string, nodeModules: string): Set<string> {
  const coreEsm = join(nodeModules, '@mantine', 'core', 'esm')
  const exports = coreExportMap(coreEsm)
  const consumers = [srcDir, join(nodeModules, '@mantine', 'notifications', 'esm')]
  const starts = new Set<string>()
  for (const file of consumers.filter(existsSync).flatMap(sourceFiles)) {
    for (const name of coreImportsIn(readFileSync(file, 'utf8'))) {
      const module = exports.get(name)
      if (module) starts.add(module)
    }
  }
  return classesReachableFrom(starts)
}

/** Text inside parentheses is dropped: `:not(.m_x)` or `:is(.m_x, .y)` can match without m_x. */
function outsideParentheses(selector: string): string {
  let depth = 0
  let out = ''
  for (const ch of selector) {
    if (ch === '(') depth += 1
    if (depth === 0) out += ch
    if (ch === ')') depth = Math.max(0, depth - 1)
  }
  return out
}

/** A selector can match only if every Mantine class it requires is in use. */
export function selectorCanMatch(selector: string, used: ReadonlySet<string>): boolean {
  const required = outsideParentheses(selector).match(CLASS_IN_SELECTOR) ?? []
  return required.every((cls) => used.has(cls.slice(1)))
}

function insideKeyframes(node: { parent?: unknown }): boolean {
  for (let p = node.parent as AtRule | Root | undefined; p; p = p.parent as AtRule | undefined) {
    if (p.type === 'atrule' && /keyframes$/i.test(p.name)) return true
  }
  return false
}

/** Removes selectors (then rules and emptied at-rules) that need a Mantine class not in use. */
export function pruneCss(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return
    const kept = rule.selectors.filter((s) => selectorCanMatch(s, used))
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  // Innermost first, so a @media left empty inside a @layer takes the @layer with it.
  const atRules: AtRule[] = []
  root.walkAtRules((at) => {
    atRules.push(at)
  })
  for (const at of atRules.reverse()) {
    if (at.nodes !== undefined && at.nodes.length === 0) at.remove()
  }
  return root.toString()
}

/** Build plugin: @mantine/core/styles.css keeps the rules of the components the app uses. */
export function pruneUnusedMantineCss(root: string): Plugin {
  let used: Set<string> | null = null
  return {
    name: 'craftlink:prune-unused-mantine-css',
    apply: 'build',
    // Before Vite's CSS pipeline, so the hashed file name reflects the pruned content.
    enforce: 'pre',
    buildStart() {
      used = mantineClassesUsed(join(root, 'src'), join(root, 'node_modules'))
    },
    transform(code, id) {
      if (!/[\\/]@mantine[\\/]core[\\/]styles\.css$/.test(id.split('?')[0] ?? '')) return null
      used ??= mantineClassesUsed(join(root, 'src'), join(root, 'node_modules'))
      return { code: pruneCss(code, used), map: null }
    },
  }
}
