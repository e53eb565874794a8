// Unknown roles display with underscores replaced and each word capitalised (spec section 3).
export function humaniseRole(role: string): string {
  return role
    .split('_')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}
