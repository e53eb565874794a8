// Draws the CraftLink app icons (two interlocking links on safety orange) and writes them as PNGs
// into public/icons. Only node:zlib, so the icons can be regenerated on any machine:
//   npx node scripts/pwa-icons.ts
import { deflateSync } from 'node:zlib'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const OUT = join(import.meta.dirname, '..', 'public', 'icons')
const BRAND: Rgb = [232, 89, 12] // #e8590c, the manifest theme colour
const INK: Rgb = [255, 255, 255]
const SAMPLES = 4 // supersampling per axis for smooth edges

type Rgb = [number, number, number]

interface IconSpec {
  file: string
  size: number
  /** Fraction of the canvas the glyph spans; maskable icons keep it inside the 80 % safe zone. */
  glyphScale: number
  /** Rounded-square corner radius as a fraction of the size; 0 = full bleed. */
  corner: number
}

const ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, glyphScale: 0.78, corner: 0.22 },
  { file: 'icon-512.png', size: 512, glyphScale: 0.78, corner: 0.22 },
  { file: 'icon-maskable-192.png', size: 192, glyphScale: 0.6, corner: 0 },
  { file: 'icon-maskable-512.png', size: 512, glyphScale: 0.6, corner: 0 },
  { file: 'apple-touch-icon-180.png', size: 180, glyphScale: 0.7, corner: 0 },
  { file: 'favicon-32.png', size: 32, glyphScale: 0.9, corner: 0.2 },
]

/** Signed distance to a stadium (a capsule: a segment from -h to +h on x, radius r). */
function capsule(x: number, y: number, h: number, r: number): number {
  const dx = Math.max(Math.abs(x) - h, 0)
  return Math.hypot(dx, y) - r
}

/** Coverage of the glyph at a point in glyph space (-1..1): two chain links, tilted 45 degrees. */
function glyph(x: number, y: number): boolean {
  const c = Math.SQRT1_2
  const rx = (x + y) * c
  const ry = (y - x) * c
  const ring = (cx: number) => Math.abs(capsule(rx - cx, ry, 0.2, 0.3)) < 0.09
  return ring(-0.38) || ring(0.38)
}

/** Whether a pixel-space point lies inside the rounded square background. */
function inBackground(px: number, py: number, size: number, corner: number): boolean {
  const r = corner * size
  const half = size / 2
  const qx = Math.max(Math.abs(px - half) - (half - r), 0)
  const qy = Math.max(Math.abs(py - half) - (half - r), 0)
  return Math.hypot(qx, qy) <= r || r === 0
}

function draw(spec: IconSpec): Buffer {
  const { size } = spec
  const rgba = Buffer.alloc(size * size * 4)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let bg = 0
      let ink = 0
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const px = x + (sx + 0.5) / SAMPLES
          const py = y + (sy + 0.5) / SAMPLES
          if (!inBackground(px, py, size, spec.corner)) continue
          bg++
          const gx = ((px / size) * 2 - 1) / spec.glyphScale
          const gy = ((py / size) * 2 - 1) / spec.glyphScale
          if (glyph(gx, gy)) ink++
        }
      }
      const total = SAMPLES * SAMPLES
      const t = bg === 0 ? 0 : ink / bg
      const o = (y * size + x) * 4
      for (let ch = 0; ch < 3; ch++) {
        rgba[o + ch] = Math.round(BRAND[ch]! * (1 - t) + INK[ch]! * t)
      }
      rgba[o + 3] = Math.round((bg / total) * 255)
    }
  }
  return encodePng(size, size, rgba)
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(buf: Buffer): number {
  let c = 0xffffffff
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(6, 9) // colour type RGBA
  // Each scanline starts with filter type 0 (none).
  const raw = Buffer.alloc((width * 4 + 1) * height)
  for (let y = 0; y < height; y++) {
    rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4)
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** An .ico holding one PNG (read by every browser since 2007): what /favicon.ico asks for. */
function ico(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size, 6) // width and height (< 256)
  header.writeUInt8(size, 7)
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(header.length, 18) // the PNG follows the directory
  return Buffer.concat([header, png])
}

mkdirSync(OUT, { recursive: true })
for (const spec of ICONS) {
  const png = draw(spec)
  writeFileSync(join(OUT, spec.file), png)
  console.log(`${spec.file}: ${spec.size}x${spec.size}, ${png.length} bytes`)
  if (spec.file === 'favicon-32.png') {
    writeFileSync(join(OUT, '..', 'favicon.ico'), ico(png, spec.size))
    console.log(`../favicon.ico: ${spec.size}x${spec.size}`)
  }
}
