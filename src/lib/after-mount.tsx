// A part of the shell whose code loads once the page has mounted: it is not needed to paint or
// hydrate the page, so it stays out of the entry and arrives in its own chunk.
import { createElement, useEffect, useState, type ComponentType } from 'react'

/**
 * A component that renders nothing until `load` has brought its code, then renders it with the
 * same props. No lazy() and Suspense: a suspended part during a prerendered page's hydration
 * makes React drop that HTML, and a fallback shown at all holds the header's hydration back.
 * The code is asked for once; offline before it was cached, the part stays absent until a next
 * load and `what` names it in the warning.
 */
export function afterMount<P extends object>(
  what: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null
  let loaded: ComponentType<P> | null = null
  function AfterMount(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded)
    useEffect(() => {
      if (Part) return
      let mounted = true
      loading ??= load().then((part) => (loaded = part))
      loading.then(
        (part) => {
          if (mounted) setPart(() => part)
        },
        (error: unknown) => {
          loading = null
          console.warn(`[${what}] its code could not load`, error)
        },
      )
      return () => {
        mounted = false
      }
    }, [Part])
    return Part ? createElement(Part, props) : null
  }
  AfterMount.displayName = `AfterMount(${what})`
  return AfterMount
}
