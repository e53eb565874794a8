// Avatar initials (spec section 2): first letters of the full name, at most two, uppercase;
// else the first letter of the email; else U.
export function avatarInitials(fullName: string | null | undefined, email?: string | null): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((w) => Array.from(w)[0] ?? '')
      .join('')
      .toUpperCase()
  }
  const first = Array.from((email ?? '').trim())[0]
  return first ? first.toUpperCase() : 'U'
}
