// The enrolment QR code as GoTrue draws it: error correction level H, 3-pixel modules, a quiet
// zone of four modules, plain SVG text (auth-js turns it into a data: URI for <img src>).
import { encode } from 'uqr'

const MODULE_PX = 3
const QUIET_ZONE_MODULES = 4

export function qrSvg(text: string): string {
  const { data, size } = encode(text, { ecc: 'H', border: 0 })
  const width = (size + 2 * QUIET_ZONE_MODULES) * MODULE_PX
  const rects: string[] = []
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return
      const px = (x + QUIET_ZONE_MODULES) * MODULE_PX
      const py = (y + QUIET_ZONE_MODULES) * MODULE_PX
      rects.push(
        `<rect x="${px}" y="${py}" width="${MODULE_PX}" height="${MODULE_PX}" style="fill:black;stroke:none" />`,
      )
    })
  })
  return [
    '<?xml version="1.0"?>',
    `<svg width="${width}" height="${width}" xmlns="http://www.w3.org/2000/svg">`,
    `<rect x="0" y="0" width="${width}" height="${width}" style="fill:white;stroke:none" />`,
    ...rects,
    '</svg>',
    '',
  ].join('\n')
}
