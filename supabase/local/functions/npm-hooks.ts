// Resolves Deno-style specifiers in edge functions to what Node can load: `npm:pkg@ver/sub`
// becomes the installed `pkg/sub`, and type-only `jsr:...d.ts` imports become empty modules.
import { registerHooks } from 'node:module'

let installed = false

/** `npm:@scope/name@1.2/sub` -> `@scope/name/sub`; `npm:name@1` -> `name`. */
export function npmToBare(specifier: string): string {
  const rest = specifier.slice('npm:'.length).replace(/^\/+/, '')
  const parts = rest.split('/')
  const nameParts = rest.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)
  const subpath = parts.slice(nameParts.length)
  const last = nameParts.length - 1
  const at = (nameParts[last] ?? '').indexOf('@', last === 0 && rest.startsWith('@') ? 1 : 0)
  if (at > 0) nameParts[last] = (nameParts[last] ?? '').slice(0, at)
  return [...nameParts, ...subpath].join('/')
}

const EMPTY_MODULE = 'data:text/javascript,export {}'

export function installNpmHooks(): void {
  if (installed) return
  installed = true
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier.startsWith('npm:')) return nextResolve(npmToBare(specifier), context)
      if (specifier.startsWith('jsr:') && specifier.endsWith('.d.ts')) {
        return { url: EMPTY_MODULE, shortCircuit: true }
      }
      return nextResolve(specifier, context)
    },
  })
}
