import { useEffect, useState } from 'react'

/** True once the page has scrolled more than `threshold` px (header shadow at 20 px). */
export function useScrolled(threshold = 20): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}
