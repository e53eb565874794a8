// Photos for the files specs, drawn in the page (no binary fixtures in the repository).
import type { Page } from '@playwright/test'

/** A camera-sized JPEG made in the page (no binary fixtures in the repository). */
export async function cameraJpeg(page: Page, hue: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (h) => {
    const canvas = new OffscreenCanvas(3000, 2000)
    const ctx = canvas.getContext('2d')!
    const gradient = ctx.createLinearGradient(0, 0, 3000, 2000)
    gradient.addColorStop(0, `hsl(${h} 70% 40%)`)
    gradient.addColorStop(1, `hsl(${h + 60} 70% 60%)`)
    ctx.fillStyle = gradient
    ctx.fillRect(0, 0, 3000, 2000)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let text = ''
    for (const b of bytes) text += String.fromCharCode(b)
    return btoa(text)
  }, hue)
  return Buffer.from(base64, 'base64')
}
