// Where things are on screen, for specs that check one thing does not cover another.
import type { Locator } from '@playwright/test'

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not laid out')
  return b
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}
