// A QR code drawn as one SVG path: a square of one unit per dark module, so the code stays sharp
// at any size and is a few hundred bytes in the page.
import { encode } from 'uqr'

/** The quiet zone (light margin) the QR standard asks for, in modules. */
export const QR_QUIET_ZONE = 4

export interface QrDrawing {
  /** Width and height in modules, quiet zone included (the SVG's viewBox). */
  size: number
  /** The dark modules, one `M x y h1 v1 h-1 z` square each. */
  path: string
}

/** `text` as a QR code with medium error correction (a phone camera reads it off a screen). */
export function qrPath(text: string): QrDrawing {
  const { data, size } = encode(text, { ecc: 'M', border: 0 })
  const squares: string[] = []
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h1v1h-1z`)
    })
  })
  return { size: size + 2 * QR_QUIET_ZONE, path: squares.join('') }
}
