// Floating buttons step out of the way (issue 41): while a field has focus (a phone's keyboard
// is up, or the field sits under the button) and while the page is scrolled down, they hide; a
// scroll back up or a moment at rest brings them back. The page keeps room at its end so the
// last links can always be scrolled clear of them.
import { useEffect, useState } from 'react'

/** Back this long after the last scroll down. */
export const REST_MS = 1500

export function isEditable(el: Element | null): boolean {
  if (!el) return false
  if (el instanceof HTMLElement && el.isContentEditable) return true
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true
  if (!(el instanceof HTMLInputElement)) return false
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
    el.type,
  )
}

/** True while the floating button should be out of the way; never while its panel is open. */
export function useFloatingYield(open: boolean): boolean {
  const [typing, setTyping] = useState(() => isEditable(document.activeElement))
  const [scrolling, setScrolling] = useState(false)

  useEffect(() => {
    const onFocus = () => setTyping(isEditable(document.activeElement))
    // focusout fires before the next element has focus: read it once focus has moved.
    const onBlur = () => setTimeout(onFocus, 0)
    document.addEventListener('focusin', onFocus)
    document.addEventListener('focusout', onBlur)
    return () => {
      document.removeEventListener('focusin', onFocus)
      document.removeEventListener('focusout', onBlur)
    }
  }, [])

  useEffect(() => {
    let last = window.scrollY
    let timer: ReturnType<typeof setTimeout> | undefined
    const onScroll = () => {
      const y = window.scrollY
      if (y > last + 4) {
        setScrolling(true)
        clearTimeout(timer)
        timer = setTimeout(() => setScrolling(false), REST_MS)
      } else if (y < last - 4) {
        clearTimeout(timer)
        setScrolling(false)
      }
      last = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      clearTimeout(timer)
    }
  }, [])

  return !open && (typing || scrolling)
}
