import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite'

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>

// The replica's code (RxDB, Dexie) is a dynamic import so the shell's entry chunk stays small,
// but every start opens the replica at once, and opening it (a dozen collections) is the longest
// step before a page's first data. Loaded only when the entry has run, its chunks would arrive
// late; a modulepreload link in index.html fetches and compiles them alongside the entry, and
// the import then only evaluates them.

/** `modules` end the paths of the dynamically imported modules to preload (e.g. /src/db/x.ts). */
export function preloadDynamicModules(modules: readonly string[]): Plugin {
  let base = '/'
  return {
    name: 'craftlink:preload-dynamic-modules',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        if (!ctx.bundle) return []
        return chunksToPreload(ctx.bundle, modules).map((fileName) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            href: `${base}${fileName}`,
            // build/prerender-html.ts leaves these out of the public pages a visitor reads.
            'data-replica': true,
          },
          injectTo: 'head',
        }))
      },
    },
  }
}

/** The chunks of `modules` and what they import, less what the entry already loads. */
export function chunksToPreload(bundle: OutputBundle, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const closure = (roots: OutputChunk[]) => {
    const seen = new Set<string>()
    const visit = (chunk: OutputChunk) => {
      if (seen.has(chunk.fileName)) return
      seen.add(chunk.fileName)
      for (const name of chunk.imports) {
        const dep = byName.get(name)
        if (dep) visit(dep)
      }
    }
    roots.forEach(visit)
    return seen
  }
  const inEntry = closure(chunks.filter((c) => c.isEntry && c.name === 'index'))
  const holds = (c: OutputChunk, m: string) =>
    c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(m))
  const roots = chunks.filter((c) => !c.isEntry && modules.some((m) => holds(c, m)))
  if (!modules.every((m) => roots.some((c) => holds(c, m)))) {
    throw new Error(`preload: no chunk for some of ${modules.join(', ')}`)
  }
  return [...closure(roots)].filter((name) => !inEntry.has(name))
}
