// A part of the shell whose code loads once the page has mounted: it is not needed to paint or
// hydrate the page, so it stays out of the entry and arrives in its own chunk.
import { createElement, useEffect, useState, type ComponentType } from 'react'
import { keepLoading } from './keep-loading.ts'

/**
 * A component that renders nothing until `load` has brought its code, then renders it with the
 * same props. No lazy() and Suspense: a suspended part during a prerendered page's hydration
 * makes React drop that HTML, and a fallback shown at all holds the header's hydration back.
 * The code is asked for once; a failed fetch is tried again after a pause (keep-loading.ts), and
 * `what` names the part in the console meanwhile.
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
      loading ??= keepLoading(load, { what: `[${what}] Its code` }).then((part) => (loaded = part))
      void loading.then((part) => {
        if (mounted) setPart(() => part)
      })
      return () => {
        mounted = false
      }
    }, [Part])
    return Part ? createElement(Part, props) : null
  }
  AfterMount.displayName = `AfterMount(${what})`
  return AfterMount
}
