import { useLayoutEffect, useRef, type ReactNode } from 'react'

/**
 * kbar's results scroll inside a div of its own, which took no focus: a keyboard user could not
 * reach or scroll the list. This gives that div a tab stop and a name (Enter there runs the
 * highlighted result, arrows move it, as in the search field).
 */
export function FocusableResults({ label, children }: { label: string; children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const scroller = wrapper.current?.firstElementChild
    if (!scroller) return
    scroller.setAttribute('tabindex', '0')
    scroller.setAttribute('role', 'group')
    scroller.setAttribute('aria-label', label)
  })
  return <div ref={wrapper}>{children}</div>
}
