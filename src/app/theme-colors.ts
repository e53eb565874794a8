// The palette's accessible shades (WCAG AA, issue 41). Mantine's default palettes are kept, with
// darker shades 8 and 9 where its own fail 4.5:1: shade 8 is filled backgrounds under white text,
// outlines and coloured text (src/app/theme.test.ts checks it on white and on the grey surfaces);
// shade 9 is the text of light badges and alerts on shade 1, and the hover of filled ones. Each
// replacement is the Mantine shade darkened in HSL lightness only, so hue and saturation stay.
import { DEFAULT_THEME, type DefaultMantineColor, type MantineColorsTuple } from '@mantine/core'

type ShadeOverrides = Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string>>

function withShades(name: DefaultMantineColor, shades: ShadeOverrides) {
  const palette = [...(DEFAULT_THEME.colors[name] ?? [])]
  for (const [index, value] of Object.entries(shades)) palette[Number(index)] = value
  return palette as unknown as MantineColorsTuple
}

export const accessibleColors = {
  // Safety orange, one step deeper: white on it 5.13:1 (Mantine's #e8590c: 3.58:1).
  orange: withShades('orange', { 8: '#bd480a', 9: '#ad390c' }),
  red: withShades('red', { 8: '#c92a2a', 9: '#b02525' }),
  green: withShades('green', { 8: '#257d36', 9: '#247233' }),
  teal: withShades('teal', { 8: '#087d59', 9: '#077050' }),
  cyan: withShades('cyan', { 8: '#0b788a', 9: '#0a697b' }),
  blue: withShades('blue', { 9: '#165b9c' }),
  // Yellow stays bright as a background (filled badges carry dark text, see autoContrast in
  // theme.ts); its shade 9 is the text of light yellow alerts and badges.
  yellow: withShades('yellow', { 9: '#a35400' }),
  // Shade 6 is Mantine's "dimmed" text (and toast descriptions): 6.09:1 on white, 5.48:1 on gray.1.
  gray: withShades('gray', { 6: '#5c636a' }),
}
