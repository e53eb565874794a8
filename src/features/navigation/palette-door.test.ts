import { afterEach, describe, expect, it } from 'vitest'
import {
  attachPalette,
  isPaletteShortcut,
  paletteAttached,
  paletteDoor,
  togglePalette,
} from './palette-door.ts'

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init)

describe('palette door', () => {
  let detach: (() => void) | null = null
  afterEach(() => {
    detach?.()
    detach = null
    paletteDoor.pending = false
  })

  it('remembers an open asked before the palette loaded and opens it once attached', () => {
    togglePalette()
    expect(paletteDoor.pending).toBe(true)
    let toggles = 0
    detach = attachPalette(() => toggles++)
    expect(toggles).toBe(1)
    expect(paletteDoor.pending).toBe(false)
    expect(paletteAttached()).toBe(true)
  })

  it('a second press before loading cancels the first', () => {
    togglePalette()
    togglePalette()
    let toggles = 0
    detach = attachPalette(() => toggles++)
    expect(toggles).toBe(0)
  })

  it('once attached, every toggle goes to the palette; after detaching they are remembered again', () => {
    let toggles = 0
    detach = attachPalette(() => toggles++)
    togglePalette()
    togglePalette()
    expect(toggles).toBe(2)
    detach()
    detach = null
    expect(paletteAttached()).toBe(false)
    togglePalette()
    expect(toggles).toBe(2)
    expect(paletteDoor.pending).toBe(true)
  })

  it('an older palette detaching does not drop a newer one', () => {
    const first = attachPalette(() => undefined)
    detach = attachPalette(() => undefined)
    first()
    expect(paletteAttached()).toBe(true)
  })

  it('reads Ctrl+K off a Mac and Cmd+K on one, nothing else', () => {
    expect(isPaletteShortcut(key({ key: 'k', ctrlKey: true }), false)).toBe(true)
    expect(isPaletteShortcut(key({ key: 'K', ctrlKey: true }), false)).toBe(true)
    expect(isPaletteShortcut(key({ key: 'k', metaKey: true }), false)).toBe(false)
    expect(isPaletteShortcut(key({ key: 'k', metaKey: true }), true)).toBe(true)
    expect(isPaletteShortcut(key({ key: 'k', ctrlKey: true }), true)).toBe(false)
    expect(isPaletteShortcut(key({ key: 'k', ctrlKey: true, shiftKey: true }), false)).toBe(false)
    expect(isPaletteShortcut(key({ key: 'j', ctrlKey: true }), false)).toBe(false)
    expect(isPaletteShortcut(key({ key: 'k' }), false)).toBe(false)
  })
})
