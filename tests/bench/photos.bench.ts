// `npm run bench` suite for on-device photo preparation (issue 29): in headless Chromium with no
// CPU throttling (1x), 20 camera-like JPEGs (4000x3000 noisy gradients at quality 0.92, about
// 3 MB, Exif with GPS, every other one orientation 6) go through the app's preparePhoto (module
// worker, as on a phone) one after another: median and p95 time per photo, to JPEG
// and to JPEG with the location kept, the output sizes, the first photo of a page (worker start)
// and where the time goes (decode with resize; and what a WebP encode would cost, timed on the
// page, since the app writes JPEG for that reason). The page is the
// photo lab (photos-page.ts), not the app: no backend or app build needed.
import { loadavg } from 'node:os'
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.ts'
import { cpuTimes, stealSince } from './cpu-steal.ts'
import type { PhotoLab } from './photos-lab.ts'
import { startPhotoLab } from './photos-page.ts'
import type { BenchResult } from './types.ts'

const PHOTOS = 20
const TARGET_MS = 300

const round = (x: number) => Math.round(x * 10) / 10
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

type Lab = { photoLab: PhotoLab }
type Runs = Awaited<ReturnType<PhotoLab['timeBenchPhotos']>>

/** The bench measures the real pipeline only if what it made is right: refuse otherwise. */
function checkOutputs(runs: Runs, type: string): void {
  for (const r of runs) {
    if (
      r.type !== type ||
      Math.max(r.width, r.height) !== 2048 ||
      Math.min(r.width, r.height) !== 1536
    ) {
      throw new Error(
        `unexpected output ${r.type} ${r.width}x${r.height} (wanted ${type} 2048x1536)`,
      )
    }
  }
  if (!runs.some((r) => r.height > r.width)) throw new Error('orientation 6 was not applied')
}

async function timePhotos(page: Page, keepLocation: boolean): Promise<Runs> {
  return page.evaluate(
    (keep) => (window as unknown as Lab).photoLab.timeBenchPhotos(keep),
    keepLocation,
  )
}

export async function run(): Promise<BenchResult[]> {
  const lab = await startPhotoLab()
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const page = await browser.newPage()
    page.on('pageerror', (e) => console.error(`  page error: ${e.message}`))
    await page.goto(lab.url)
    await page.waitForFunction(() => 'photoLab' in window)
    const inputs = await page.evaluate(
      (n) => (window as unknown as Lab).photoLab.makeBenchPhotos(n),
      PHOTOS,
    )
    const meanMb = inputs.reduce((a, b) => a + b, 0) / inputs.length / 1e6
    const cpu = cpuTimes()
    const coldMs = await page.evaluate(() => (window as unknown as Lab).photoLab.timeColdStart())
    const plain = await timePhotos(page, false)
    checkOutputs(plain, 'image/jpeg')
    const jpeg = await timePhotos(page, true)
    checkOutputs(jpeg, 'image/jpeg')
    if (!page.workers().some((w) => w.url().includes('prepare.worker'))) {
      throw new Error('the photos were not prepared in the worker')
    }
    const steps = await page.evaluate(() => (window as unknown as Lab).photoLab.timeSteps(5))
    const ms = (runs: Runs) => runs.map((r) => r.ms)
    const kb = (runs: Runs) =>
      percentile(
        runs.map((r) => r.bytes / 1024),
        50,
      )
    console.log(
      `  ${PHOTOS} inputs, ${inputs.map((b) => (b / 1e6).toFixed(2)).join(' ')} MB; ` +
        `first photo (worker start) ${Math.round(coldMs)} ms\n` +
        `  JPEG ms: ${ms(plain).map(Math.round).join(' ')}\n` +
        `  JPEG + location ms: ${ms(jpeg).map(Math.round).join(' ')}\n` +
        `  on the page: decode+resize ms ${steps.decode.map(Math.round).join(' ')}, ` +
        `WebP encode ms ${steps.webp.map(Math.round).join(' ')} ` +
        `(load ${loadavg()[0]!.toFixed(2)}${stealSince(cpu)})`,
    )
    const timed = (name: string, runs: Runs): BenchResult[] => {
      const p50 = percentile(ms(runs), 50)
      const p95 = percentile(ms(runs), 95)
      return [
        {
          name: `${name}, median`,
          value: round(p50),
          unit: 'ms',
          target: `<= ${TARGET_MS}`,
          ok: p50 <= TARGET_MS,
        },
        {
          name: `${name}, p95`,
          value: round(p95),
          unit: 'ms',
          target: `<= ${TARGET_MS}`,
          ok: p95 <= TARGET_MS,
        },
      ]
    }
    const what = `photo prep of ${PHOTOS} 4000x3000 camera JPEGs (Chromium, worker, 1x CPU)`
    return [
      { name: `camera JPEG input size, mean of ${PHOTOS}`, value: round(meanMb), unit: 'MB' },
      ...timed(`${what} -> JPEG 2048 px, location stripped`, plain),
      { name: 'JPEG output size, median', value: Math.round(kb(plain)), unit: 'KB' },
      ...timed(`${what} -> JPEG 2048 px, location kept`, jpeg),
      { name: 'JPEG output size (location kept), median', value: Math.round(kb(jpeg)), unit: 'KB' },
      {
        name: "first photo of a page's life (worker start, WebP probe)",
        value: Math.round(coldMs),
        unit: 'ms',
      },
      {
        name: 'of which decode with resize, median of 5 (on the page)',
        value: round(percentile(steps.decode, 50)),
        unit: 'ms',
      },
      {
        name: 'WebP encode 2048x1536 q0.82 instead, median of 5 (on the page; not used)',
        value: round(percentile(steps.webp, 50)),
        unit: 'ms',
      },
    ]
  } finally {
    await browser.close()
    await lab.stop()
  }
}
