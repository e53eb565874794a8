// Browser side of the photo bench and of the prepare-photo end-to-end spec (bundled by
// photos-page.ts, run in Chromium): makes camera-like JPEGs (noisy gradients, Exif with GPS and
// orientation as a phone writes it), prepares them through the app's own module (worker and
// all), times it, and checks what came out by decoding it again. It draws with the app's own
// surface helper, so it still works where a spec has taken OffscreenCanvas away. Only JSON crosses back to Node.
import { createSurface, encodeSurface } from '@/features/files/image/canvas.ts'
import { PhotoError } from '@/features/files/image/photo-error.ts'
import { cropSquare, preparePhoto } from '@/features/files/image/prepare-photo.ts'
import type { PreparedPhoto, SquareChoice } from '@/features/files/image/prepare-photo.ts'
import { readJpegExif } from '@/lib/images/exif-read.ts'
import type { GpsLocation } from '@/lib/images/gps-coordinates.ts'
import { sniffImageKind } from '@/lib/images/image-type.ts'
import { asCameraJpeg, cameraExifSegment, dms } from '@/lib/images/jpeg-test-fixtures.ts'

/** Where the bench photos were "taken": a job site in Calgary, 1,045 m up. */
export const SITE: GpsLocation = { latitude: 51.0447, longitude: -114.0719, altitude: 1045 }

export interface CameraPhotoSpec {
  width: number
  height: number
  orientation?: number
  gps?: boolean
  seed?: number
  /** Noise amplitude: ±8 gives about 3 MB at 4000x3000 and quality 0.92, as a phone's photo. */
  noise?: number
  /** Paint the stored image's top-left quarter red (to see where it ends up). */
  markCorner?: boolean
}

function dmsOf(decimal: number) {
  const a = Math.abs(decimal)
  const d = Math.floor(a)
  const m = Math.floor((a - d) * 60)
  return dms(d, m, (a - d - m / 60) * 3600)
}

/** A photo as a phone's camera writes it: JPEG 0.92, Exif APP1 first. */
export async function cameraPhoto(spec: CameraPhotoSpec): Promise<Blob> {
  const { width, height } = spec
  const { canvas, context } = createSurface(width, height)
  const image = context.createImageData(width, height)
  const pixels = new Uint32Array(image.data.buffer)
  const amplitude = spec.noise ?? 8
  let seed = spec.seed ?? 1
  for (let y = 0; y < height; y++) {
    const g = (y * 255) / height
    for (let x = 0; x < width; x++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      const n = ((seed >>> 16) % (2 * amplitude + 1)) - amplitude
      const r = Math.min(255, Math.max(0, (x * 255) / width + n))
      const gg = Math.min(255, Math.max(0, g + n))
      const b = Math.min(255, Math.max(0, 128 + ((seed >>> 8) & 7) + n))
      pixels[y * width + x] = 0xff000000 | (b << 16) | (gg << 8) | r
    }
  }
  context.putImageData(image, 0, 0)
  if (spec.markCorner) {
    context.fillStyle = '#f00'
    context.fillRect(0, 0, width / 2, height / 2)
  }
  const jpeg = new Uint8Array(await (await encodeSurface(canvas, 'image/jpeg', 0.92)).arrayBuffer())
  const exif = cameraExifSegment({
    byteOrder: spec.seed && spec.seed % 2 ? 'II' : 'MM',
    ...(spec.orientation ? { orientation: spec.orientation } : {}),
    ...(spec.gps
      ? {
          gps: {
            latitudeRef: 'N',
            latitude: dmsOf(SITE.latitude),
            longitudeRef: 'W',
            longitude: dmsOf(SITE.longitude),
            altitudeRef: 0,
            altitude: [SITE.altitude! * 100, 100],
          },
        }
      : {}),
  })
  return new Blob([asCameraJpeg(jpeg, exif) as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' })
}

/** What a prepared photo is, found out from its bytes. */
export interface Inspected {
  type: string
  width: number
  height: number
  bytes: number
  /** The format its first bytes say. */
  sniffed: string | null
  /** Decoded again: its pixel size. */
  decodedWidth: number
  decodedHeight: number
  /** Location read back from the output (JPEG Exif), or null. */
  gps: GpsLocation | null
  /** Whether any metadata container is in the bytes: "Exif" (JPEG, WebP's EXIF chunk) or XMP. */
  hasMetadata: boolean
  /** Colours at the corners and centre of the decoded output, [r, g, b]. */
  corners: Record<'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight' | 'centre', number[]>
}

async function inspect(photo: PreparedPhoto): Promise<Inspected> {
  const bytes = new Uint8Array(await photo.blob.arrayBuffer())
  const text = new TextDecoder('latin1').decode(bytes.subarray(0, 4096))
  const bitmap = await createImageBitmap(photo.blob)
  const { context } = createSurface(bitmap.width, bitmap.height)
  context.drawImage(bitmap, 0, 0)
  const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.subarray(0, 3)]
  const w = bitmap.width
  const h = bitmap.height
  const inset = 8
  return {
    type: photo.type,
    width: photo.width,
    height: photo.height,
    bytes: photo.blob.size,
    sniffed: sniffImageKind(bytes),
    decodedWidth: w,
    decodedHeight: h,
    gps: readJpegExif(bytes)?.gps ?? null,
    hasMetadata: /Exif|EXIF|XMP |http:\/\/ns\.adobe\.com/.test(text),
    corners: {
      topLeft: at(inset, inset),
      topRight: at(w - inset, inset),
      bottomLeft: at(inset, h - inset),
      bottomRight: at(w - inset, h - inset),
      centre: at(Math.floor(w / 2), Math.floor(h / 2)),
    },
  }
}

/** A prepared photo's facts, or the error code it was refused with. */
export type Outcome = { ok: true; photo: Inspected } | { ok: false; code: string }

async function outcome(work: Promise<PreparedPhoto>): Promise<Outcome> {
  try {
    return { ok: true, photo: await inspect(await work) }
  } catch (error) {
    return { ok: false, code: error instanceof PhotoError ? error.code : `unexpected: ${error}` }
  }
}

const photos: Blob[] = []

export const photoLab = {
  /** Makes `count` bench photos (kept in the page); returns their sizes in bytes. */
  async makeBenchPhotos(count: number): Promise<number[]> {
    photos.length = 0
    for (let i = 0; i < count; i++) {
      // Every other one taken upright: stored landscape, orientation 6, as phones do.
      photos.push(
        await cameraPhoto({
          width: 4000,
          height: 3000,
          seed: i + 1,
          gps: true,
          orientation: i % 2 ? 6 : 1,
        }),
      )
    }
    return photos.map((p) => p.size)
  },

  /** The first photo of a page's life: the worker starts and loads, WebP support is probed. */
  async timeColdStart(): Promise<number> {
    const photo = await cameraPhoto({ width: 4000, height: 3000, seed: 99, gps: true })
    const started = performance.now()
    await preparePhoto(photo, { keepLocation: false })
    return performance.now() - started
  },

  /** Prepares every bench photo in turn; the ms of each, and what came out. */
  async timeBenchPhotos(keepLocation: boolean) {
    const runs: Array<{ ms: number; type: string; width: number; height: number; bytes: number }> =
      []
    for (const photo of photos) {
      const started = performance.now()
      const out = await preparePhoto(photo, { keepLocation })
      runs.push({
        ms: performance.now() - started,
        type: out.type,
        width: out.width,
        height: out.height,
        bytes: out.blob.size,
      })
    }
    return runs
  },

  /** Where the time goes, on the page: decoding with the resize, and encoding the WebP. */
  async timeSteps(rounds: number) {
    const decode: number[] = []
    const webp: number[] = []
    for (const photo of photos.slice(0, rounds)) {
      let t = performance.now()
      const bitmap = await createImageBitmap(photo, {
        imageOrientation: 'from-image',
        resizeWidth: 2048,
        resizeHeight: 1536,
        resizeQuality: 'high',
      })
      decode.push(performance.now() - t)
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      canvas.getContext('2d')!.drawImage(bitmap, 0, 0)
      bitmap.close()
      t = performance.now()
      await canvas.convertToBlob({ type: 'image/webp', quality: 0.82 })
      webp.push(performance.now() - t)
    }
    return { decode, webp }
  },

  cameraPhoto: (spec: CameraPhotoSpec) => cameraPhoto(spec),

  async prepare(
    spec: CameraPhotoSpec,
    options: Parameters<typeof preparePhoto>[1],
  ): Promise<Outcome> {
    return outcome(preparePhoto(await cameraPhoto(spec), options))
  },

  async crop(spec: CameraPhotoSpec, crop: SquareChoice, size?: number): Promise<Outcome> {
    return outcome(cropSquare(await cameraPhoto(spec), crop, size))
  },

  /** Prepares bytes that are not a sound photo: `kind` says which. */
  async prepareBad(
    kind: 'damaged' | 'bad-header' | 'truncated' | 'text' | 'heic' | 'huge' | 'empty',
  ): Promise<Outcome> {
    const good = new Uint8Array(
      await (await cameraPhoto({ width: 640, height: 480 })).arrayBuffer(),
    )
    let bytes: Uint8Array
    if (kind === 'damaged') {
      // A stretch of the image data overwritten, as by a failing card: marker bytes (0xFF)
      // among the garbage break the decoder.
      bytes = good.slice()
      for (let i = 0; i < 4000; i++) bytes[2000 + i] = (i * 7) & 0xff
    } else if (kind === 'bad-header') {
      // The frame header says the image is 0 pixels wide.
      bytes = good.slice()
      const sof = bytes.findIndex((b, i) => b === 0xff && bytes[i + 1] === 0xc0)
      bytes.set([0, 0], sof + 7)
    } else if (kind === 'truncated') {
      bytes = good.subarray(0, Math.floor(good.length / 2))
    } else if (kind === 'text') {
      bytes = new TextEncoder().encode('Quote for the panel upgrade: $1,850 + HST\n'.repeat(40))
    } else if (kind === 'heic') {
      // An iPhone HEIC's container header; Chromium decodes no HEIC at all.
      const head = [0, 0, 0, 0x18, ...'ftypheic'].map((c) =>
        typeof c === 'string' ? c.charCodeAt(0) : c,
      )
      bytes = new Uint8Array([
        ...head,
        0,
        0,
        0,
        0,
        ...[...'mif1heic'].map((c) => c.charCodeAt(0)),
        ...good.subarray(0, 2000),
      ])
    } else if (kind === 'huge') {
      bytes = new Uint8Array(41 * 1024 * 1024)
      bytes.set(good.subarray(0, 4096))
    } else {
      bytes = new Uint8Array()
    }
    const file = new File([bytes as Uint8Array<ArrayBuffer>], 'IMG_0042.jpg', {
      type: 'image/jpeg',
    })
    return outcome(preparePhoto(file, { keepLocation: false }))
  },
}

export type PhotoLab = typeof photoLab

;(window as unknown as { photoLab: PhotoLab }).photoLab = photoLab
