// On-device photo preparation (issue 29) in Chromium, through the app's own module and its
// worker: sizes, formats, the location stripped or kept, Exif orientation applied, square crops,
// and each refusal code. The page is the photo lab (tests/bench/photos-page.ts), so the spec
// needs neither the app's build nor the backend.
import type { Page } from '@playwright/test'
import type { CameraPhotoSpec, Outcome, PhotoLab } from '../../bench/photos-lab.ts'
import { startPhotoLab, type PhotoLabServer } from '../../bench/photos-page.ts'
import { expect, test } from '../fixtures.ts'

type Lab = { photoLab: PhotoLab }
type Options = Parameters<PhotoLab['prepare']>[1]
type Crop = Parameters<PhotoLab['crop']>[1]
type Bad = Parameters<PhotoLab['prepareBad']>[0]

let lab: PhotoLabServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  lab = await startPhotoLab()
})
test.afterAll(async () => {
  await lab?.stop()
})

async function open(page: Page): Promise<void> {
  await page.goto(lab.url)
  await page.waitForFunction(() => 'photoLab' in window)
}
const prepare = (page: Page, spec: CameraPhotoSpec, options: Options) =>
  page.evaluate(([s, o]) => (window as unknown as Lab).photoLab.prepare(s, o), [
    spec,
    options,
  ] as const)
const crop = (page: Page, spec: CameraPhotoSpec, choice: Crop, size?: number) =>
  page.evaluate(([s, c, n]) => (window as unknown as Lab).photoLab.crop(s, c, n), [
    spec,
    choice,
    size,
  ] as const)
const prepareBad = (page: Page, kind: Bad) =>
  page.evaluate((k) => (window as unknown as Lab).photoLab.prepareBad(k), kind)

function photoOf(outcome: Outcome) {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`)
  return outcome.photo
}
/** The marked corner is pure red; the gradient elsewhere always has blue near 128. */
const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 70 && b! < 70

const PHONE_PHOTO: CameraPhotoSpec = { width: 4000, height: 3000, gps: true, markCorner: true }

test.describe('preparePhoto in Chromium', () => {
  test.beforeEach(async ({ page }) => open(page))

  test('a camera photo becomes a 2048 px JPEG without its location, in the worker', async ({
    page,
  }) => {
    const photo = photoOf(await prepare(page, PHONE_PHOTO, { keepLocation: false }))
    expect(photo).toMatchObject({ type: 'image/jpeg', sniffed: 'jpeg', width: 2048, height: 1536 })
    expect([photo.decodedWidth, photo.decodedHeight]).toEqual([2048, 1536])
    expect(photo.gps).toBeNull()
    expect(photo.hasMetadata).toBe(false)
    expect(isRed(photo.corners.topLeft)).toBe(true)
    expect(isRed(photo.corners.topRight)).toBe(false)
    expect(page.workers().map((w) => w.url())).toEqual([expect.stringContaining('prepare.worker')])
  })

  test('with the location kept: a JPEG whose only Exif is the GPS position', async ({ page }) => {
    const photo = photoOf(await prepare(page, PHONE_PHOTO, { keepLocation: true }))
    expect(photo).toMatchObject({ type: 'image/jpeg', sniffed: 'jpeg', width: 2048, height: 1536 })
    expect(photo.gps!.latitude).toBeCloseTo(51.0447, 6)
    expect(photo.gps!.longitude).toBeCloseTo(-114.0719, 6)
    expect(photo.gps!.altitude).toBe(1045)
    // Nothing to keep: a photo without a location gets no Exif at all.
    const none = photoOf(
      await prepare(page, { ...PHONE_PHOTO, gps: false }, { keepLocation: true }),
    )
    expect(none.type).toBe('image/jpeg')
    expect(none.gps).toBeNull()
    expect(none.hasMetadata).toBe(false)
  })

  test('orientation 6 is applied: stored landscape, output upright', async ({ page }) => {
    for (const keepLocation of [false, true]) {
      const photo = photoOf(
        await prepare(page, { ...PHONE_PHOTO, orientation: 6 }, { keepLocation }),
      )
      expect([photo.width, photo.height, photo.decodedWidth, photo.decodedHeight]).toEqual([
        1536, 2048, 1536, 2048,
      ])
      // Turned a quarter clockwise: the stored top-left corner is now at the top right.
      expect(isRed(photo.corners.topRight)).toBe(true)
      expect(isRed(photo.corners.topLeft)).toBe(false)
      expect(isRed(photo.corners.bottomRight)).toBe(false)
    }
  })

  test('sizes: never upscaled, shape kept, maxSide honoured', async ({ page }) => {
    const small = photoOf(
      await prepare(page, { width: 1200, height: 900 }, { keepLocation: false }),
    )
    expect([small.width, small.height, small.decodedWidth]).toEqual([1200, 900, 1200])
    const portrait = photoOf(
      await prepare(page, { width: 3000, height: 4000 }, { keepLocation: false }),
    )
    expect([portrait.width, portrait.height]).toEqual([1536, 2048])
    const bounded = photoOf(
      await prepare(page, { width: 4000, height: 3000 }, { keepLocation: false, maxSide: 1024 }),
    )
    expect([bounded.width, bounded.height, bounded.decodedHeight]).toEqual([1024, 768, 768])
  })

  test('each bad input gets its code', async ({ page }) => {
    const codes: Record<string, string> = {}
    for (const kind of [
      'damaged',
      'bad-header',
      'truncated',
      'text',
      'heic',
      'huge',
      'empty',
    ] as const) {
      const outcome = await prepareBad(page, kind)
      codes[kind] = outcome.ok ? 'ok' : outcome.code
    }
    expect(codes).toEqual({
      damaged: 'corrupt',
      'bad-header': 'corrupt',
      truncated: 'corrupt',
      text: 'not-image',
      heic: 'unsupported',
      huge: 'too-large',
      empty: 'not-image',
    })
    const tiny = await prepare(page, { width: 300, height: 150 }, { keepLocation: false })
    expect(tiny).toEqual({ ok: false, code: 'too-small' })
    const allowed = photoOf(
      await prepare(page, { width: 300, height: 150 }, { keepLocation: false, minSide: 0 }),
    )
    expect([allowed.width, allowed.height]).toEqual([300, 150])
  })

  test('square crops for profile photos and logos', async ({ page }) => {
    // Zoom 4 on the marked (red) quarter: all red; on the opposite quarter: no red.
    const inRed = photoOf(await crop(page, PHONE_PHOTO, { zoom: 4, centerX: 0.25, centerY: 0.25 }))
    expect(inRed).toMatchObject({ type: 'image/webp', width: 512, height: 512, decodedWidth: 512 })
    expect(Object.values(inRed.corners).every(isRed)).toBe(true)
    const away = photoOf(await crop(page, PHONE_PHOTO, { zoom: 4, centerX: 0.75, centerY: 0.75 }))
    expect(Object.values(away.corners).some(isRed)).toBe(false)
    // A square the cropper measured in pixels, on a photo turned by its Exif: the red quarter
    // is now the top right of a 3000x4000 image.
    const measured = photoOf(
      await crop(page, { ...PHONE_PHOTO, orientation: 6 }, { x: 1600, y: 100, size: 1200 }),
    )
    expect(Object.values(measured.corners).every(isRed)).toBe(true)
    // A small logo is not blown up.
    const logo = photoOf(
      await crop(page, { width: 300, height: 200 }, { zoom: 1, centerX: 0.5, centerY: 0.5 }),
    )
    expect([logo.width, logo.height, logo.decodedWidth]).toEqual([200, 200, 200])
    expect(await crop(page, { width: 60, height: 60 }, { x: 0, y: 0, size: 60 })).toEqual({
      ok: false,
      code: 'too-small',
    })
  })
})

test('without workers or OffscreenCanvas the page prepares the photo on a canvas element', async ({
  page,
}) => {
  // As in Safari before 16.4: no OffscreenCanvas, so no worker either.
  await page.addInitScript(() => {
    delete (globalThis as { Worker?: unknown }).Worker
    delete (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas
  })
  await open(page)
  expect(await page.evaluate(() => typeof OffscreenCanvas)).toBe('undefined')
  const photo = photoOf(
    await prepare(page, { ...PHONE_PHOTO, orientation: 6 }, { keepLocation: false }),
  )
  expect(photo).toMatchObject({ type: 'image/jpeg', width: 1536, height: 2048 })
  expect(isRed(photo.corners.topRight)).toBe(true)
  const kept = photoOf(await prepare(page, PHONE_PHOTO, { keepLocation: true }))
  expect(kept.type).toBe('image/jpeg')
  expect(kept.gps!.latitude).toBeCloseTo(51.0447, 6)
  expect(await prepareBad(page, 'damaged')).toEqual({ ok: false, code: 'corrupt' })
  expect(page.workers()).toEqual([])
})

test('a worker that fails to start: the page does the job, and every later one', async ({
  page,
}) => {
  // Every worker the page starts runs a script that throws as it loads.
  await page.addInitScript(() => {
    const Real = Worker
    const counted = globalThis as unknown as { workersStarted: number }
    counted.workersStarted = 0
    globalThis.Worker = class extends Real {
      constructor(_url: string | URL, options?: WorkerOptions) {
        super('data:text/javascript,throw new Error("no worker today")', options)
        counted.workersStarted++
      }
    }
  })
  await open(page)
  for (let i = 0; i < 2; i++) {
    const photo = photoOf(await prepare(page, PHONE_PHOTO, { keepLocation: false }))
    expect(photo).toMatchObject({ type: 'image/jpeg', width: 2048, height: 1536 })
  }
  expect(await prepareBad(page, 'text')).toEqual({ ok: false, code: 'not-image' })
  // Tried once; after its failure the page stopped asking for one.
  expect(
    await page.evaluate(() => (globalThis as unknown as { workersStarted: number }).workersStarted),
  ).toBe(1)
})
