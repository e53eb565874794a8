// Count badges cap at 99+ (spec section 2). Zero means no badge at all.
export function badgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null
  return count > 99 ? '99+' : String(Math.floor(count))
}
