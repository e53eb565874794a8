// The square crop of a profile photo or logo, as the crop view shows it: the photo covers a
// square box, zoomed and dragged by the user; the part inside the box is kept.

export interface CropView {
  /** The photo's top-left corner relative to the box, in box pixels (always <= 0). */
  dx: number
  dy: number
  /** 1 = the photo's short side fills the box. */
  zoom: number
}

export interface CropRect {
  x: number
  y: number
  size: number
}

/** Box pixels per photo pixel. */
export const cropScale = (box: number, w: number, h: number, zoom: number) =>
  (box / Math.min(w, h)) * zoom

/** Keeps the box covered: the photo cannot be dragged or zoomed out past its edges. */
export function clampView(box: number, w: number, h: number, view: CropView): CropView {
  const zoom = Math.min(Math.max(view.zoom, 1), 4)
  const scale = cropScale(box, w, h, zoom)
  const clamp = (v: number, size: number) => Math.min(0, Math.max(box - size * scale, v))
  return { zoom, dx: clamp(view.dx, w), dy: clamp(view.dy, h) }
}

/** The photo centred at a zoom. */
export function centredView(box: number, w: number, h: number, zoom = 1): CropView {
  const scale = cropScale(box, w, h, zoom)
  return clampView(box, w, h, { zoom, dx: (box - w * scale) / 2, dy: (box - h * scale) / 2 })
}

/** Zooms about the box's centre, keeping what is in the middle there. */
export function zoomView(
  box: number,
  w: number,
  h: number,
  view: CropView,
  zoom: number,
): CropView {
  const before = cropScale(box, w, h, view.zoom)
  const after = cropScale(box, w, h, zoom)
  const cx = (box / 2 - view.dx) / before
  const cy = (box / 2 - view.dy) / before
  return clampView(box, w, h, { zoom, dx: box / 2 - cx * after, dy: box / 2 - cy * after })
}

/** The kept square in whole photo pixels. */
export function cropRect(box: number, w: number, h: number, view: CropView): CropRect {
  const scale = cropScale(box, w, h, view.zoom)
  const size = Math.round(Math.min(box / scale, w, h))
  return {
    x: Math.round(Math.max(0, Math.min(w - size, -view.dx / scale))),
    y: Math.round(Math.max(0, Math.min(h - size, -view.dy / scale))),
    size,
  }
}
