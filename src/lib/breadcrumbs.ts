// Breadcrumb rules (spec section 2): none on /; otherwise one crumb per path segment, titled from
// the known-path table when it knows the path, else the capitalised segment; the last is no link.
export interface Crumb {
  /** The path up to and including this segment. */
  path: string
  /** Catalogue key of a friendly title, when the path is known. */
  titleKey: string | null
  /** Shown when titleKey is null: the capitalised, decoded segment. */
  fallback: string
  isLink: boolean
}

export function capitaliseSegment(segment: string): string {
  let decoded = segment
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    // A malformed escape stays as typed; the crumb must still render.
  }
  return decoded.charAt(0).toUpperCase() + decoded.slice(1)
}

export function breadcrumbsFor(
  pathname: string,
  titleKeyOf: (path: string) => string | null,
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean)
  return segments.map((segment, i) => {
    const path = `/${segments.slice(0, i + 1).join('/')}`
    return {
      path,
      titleKey: titleKeyOf(path),
      fallback: capitaliseSegment(segment),
      isLink: i < segments.length - 1,
    }
  })
}
