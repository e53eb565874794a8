// WCAG 2 contrast between two colours (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): the
// theme's colour pairs are checked against it, so it stays a pure function of hex strings.

/** 4.5:1 for normal text, 3:1 for large text (24 px, or 18.66 px bold) and for controls. */
export const AA_TEXT = 4.5
export const AA_LARGE_TEXT = 3

/** `#rgb` or `#rrggbb` as three 0-255 channels; anything else throws (a typo must not pass). */
export function parseHex(color: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())
  if (!match?.[1]) throw new Error(`Not a hex colour: ${color}`)
  const hex = match[1].length === 3 ? match[1].replace(/./g, (c) => c + c) : match[1]
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
}

function linear(channel: number): number {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** Relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = parseHex(color)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** From 1 (same colour) to 21 (black on white); the order of the two colours does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ]
  return (light + 0.05) / (dark + 0.05)
}
