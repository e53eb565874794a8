// Every text and background pair the theme draws, checked against WCAG AA (issue 41). Colours
// are resolved the way Mantine resolves them at run time: its variant resolver picks the CSS
// variables of each variant, and the theme's CSS variables give their values.
import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  defaultVariantColorsResolver,
  mergeMantineTheme,
} from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { AA_TEXT, contrastRatio } from '@/lib/contrast.ts'
import { cssVariablesResolver, theme } from './theme.ts'

const full = mergeMantineTheme(DEFAULT_THEME, theme)
const base = defaultCssVariablesResolver(full)
const ours = cssVariablesResolver(full)
const variables: Record<string, string> = {
  ...base.variables,
  ...base.light,
  ...ours.variables,
  ...ours.light,
}

/** A colour as the browser paints it in the light scheme on the white page: `var(--x)` chains
 * followed, `transparent` and translucent `rgba()` laid over white, the result as hex. */
function resolve(value: string): string {
  const ref = /^var\((--[\w-]+)\)$/.exec(value.trim())
  if (ref?.[1]) {
    const next = variables[ref[1]]
    if (next === undefined) throw new Error(`Unknown CSS variable ${ref[1]}`)
    return resolve(next)
  }
  if (value === 'transparent') return resolve('var(--mantine-color-body)')
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(value)
  if (!rgba) return value
  const alpha = Number(rgba[4])
  const channels = [rgba[1], rgba[2], rgba[3]].map((c) =>
    Math.round(Number(c) * alpha + 255 * (1 - alpha)),
  )
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/** The surfaces text sits on: the page and cards, Mantine's grey hover and light-grey panels
 * (default-hover, gray light alerts). */
const SURFACES = {
  body: 'var(--mantine-color-body)',
  'gray.0': 'var(--mantine-color-gray-0)',
  'gray.1': 'var(--mantine-color-gray-1)',
}
/** The palette's active row and the active bottom-bar item are highlighted in blue light, under
 * plain and dimmed text only. */
const HIGHLIGHT = 'var(--mantine-color-blue-light)'

/** Text colours the app writes on those surfaces: body, `c="dimmed"`, links, errors, success,
 * placeholders, and the explicit shades (`c="orange.8"` for the wordmark, `c="teal.8"` for pay). */
const TEXT = {
  text: 'var(--mantine-color-text)',
  dimmed: 'var(--mantine-color-dimmed)',
  anchor: 'var(--mantine-color-anchor)',
  error: 'var(--mantine-color-error)',
  success: 'var(--mantine-color-success)',
  placeholder: 'var(--mantine-color-placeholder)',
  'orange.8': 'var(--mantine-color-orange-8)',
  'teal.8': 'var(--mantine-color-teal-8)',
  'red (c="red")': 'var(--mantine-color-red-text)',
}

/** Colours given to Mantine components (Button, Badge, Alert, ActionIcon, Avatar...), with the
 * variants they are drawn in. Every variant is checked except where a colour is a fill only:
 * yellow (FEATURED, warnings) is never used as outline or text, its shade 8 is too light. */
const ALL_VARIANTS = ['filled', 'light', 'subtle', 'transparent', 'outline', 'default'] as const
const COMPONENT_COLORS: Record<string, readonly (typeof ALL_VARIANTS)[number][]> = {
  orange: ALL_VARIANTS,
  red: ALL_VARIANTS,
  green: ALL_VARIANTS,
  teal: ALL_VARIANTS,
  cyan: ALL_VARIANTS,
  blue: ALL_VARIANTS,
  grape: ALL_VARIANTS,
  gray: ALL_VARIANTS,
  dark: ALL_VARIANTS,
  yellow: ['filled', 'light', 'subtle', 'transparent', 'default'],
}
/** Filled yellow is drawn by badges only, which have no hover (its hover shade is dark). */
const FILLS_WITHOUT_HOVER = new Set(['yellow'])

/** Explicit shades used as a background under white text (the offline and back-online banner). */
const FILLS_UNDER_WHITE = ['teal.8', 'dark.6']

function ratio(fg: string, bg: string): number {
  return Math.round(contrastRatio(resolve(fg), resolve(bg)) * 100) / 100
}

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  for (const [surfaceName, surface] of Object.entries(SURFACES)) {
    for (const [textName, text] of Object.entries(TEXT)) {
      it(`${textName} text on ${surfaceName}`, () => {
        expect(ratio(text, surface)).toBeGreaterThanOrEqual(AA_TEXT)
      })
    }
  }

  for (const name of ['text', 'dimmed'] as const) {
    it(`${name} text on the blue highlight`, () => {
      expect(ratio(TEXT[name], HIGHLIGHT)).toBeGreaterThanOrEqual(AA_TEXT)
    })
  }

  for (const [color, variants] of Object.entries(COMPONENT_COLORS)) {
    for (const variant of variants) {
      it(`${color} ${variant} components, at rest and hovered`, () => {
        const v = defaultVariantColorsResolver({ color, theme: full, variant })
        const [text, background, hover] = [v.color, v.background, v.hover]
        if (!text || !background || !hover) throw new Error(`${color} ${variant}: no colours`)
        expect(ratio(text, background)).toBeGreaterThanOrEqual(AA_TEXT)
        if (variant === 'filled' && FILLS_WITHOUT_HOVER.has(color)) return
        expect(ratio(text, hover)).toBeGreaterThanOrEqual(AA_TEXT)
      })
    }
  }

  for (const fill of FILLS_UNDER_WHITE) {
    it(`white text on ${fill}`, () => {
      expect(
        ratio('#ffffff', `var(--mantine-color-${fill.replace('.', '-')})`),
      ).toBeGreaterThanOrEqual(AA_TEXT)
    })
  }

  it('keeps the brand orange recognisably orange (filled buttons, links)', () => {
    expect(resolve('var(--mantine-primary-color-filled)')).toBe('#bd480a')
    expect(ratio('#ffffff', 'var(--mantine-primary-color-filled)')).toBeCloseTo(5.13, 2)
  })
})

describe('the colours checked above are the ones the app uses', () => {
  const PALETTE_NAME = new RegExp(
    `['"](${Object.keys(DEFAULT_THEME.colors).join('|')})(\\.\\d)?['"]`,
    'g',
  )

  // Every source file of the app, tests left out, as text (Vite reads them at transform time).
  const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  })

  it('names no palette colour or shade that this test does not check', () => {
    const used = new Set<string>()
    for (const text of Object.values(sources)) {
      for (const [, name, shade] of text.matchAll(PALETTE_NAME))
        used.add(`${name ?? ''}${shade ?? ''}`)
    }
    // The scan reads the real sources: the wordmark's shade and the FEATURED badge's colour.
    expect([...used]).toEqual(expect.arrayContaining(['orange.8', 'teal.8', 'yellow']))
    const checked = new Set([
      ...Object.keys(COMPONENT_COLORS),
      ...Object.keys(TEXT),
      ...FILLS_UNDER_WHITE,
    ])
    expect([...used].filter((c) => !checked.has(c))).toEqual([])
  })
})
