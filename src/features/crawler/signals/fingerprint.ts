// The browser fingerprint payload (spec section 3). Every probe is best effort: a browser that
// refuses canvas, WebGL or audio sends an empty value, which the server scores, and nothing here
// can throw or hold up the page for long: each probe runs in its own idle moment.

import type { BrowserFingerprint } from '@/backend/crawler-api.ts'
import { whenIdle } from '@/lib/when-idle.ts'

/** FNV-1a: a short, stable digest, so the payload carries no drawing or device detail. */
export function digest(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

function canvasFingerprint(): string {
  try {
    const canvas = document.createElement('canvas')
    canvas.width = 220
    canvas.height = 30
    const ctx = canvas.getContext('2d')
    if (!ctx) return ''
    ctx.textBaseline = 'top'
    ctx.font = '14px Arial'
    ctx.fillStyle = '#f60'
    ctx.fillRect(100, 1, 62, 20)
    ctx.fillStyle = '#069'
    ctx.fillText('CraftLink, eh? \u{1F528}', 2, 15)
    const data = canvas.toDataURL()
    return data.length > 32 ? digest(data) : ''
  } catch {
    return ''
  }
}

function webglFingerprint(): string {
  try {
    const canvas = document.createElement('canvas')
    const gl = canvas.getContext('webgl') ?? canvas.getContext('experimental-webgl')
    if (!(gl instanceof WebGLRenderingContext)) return ''
    const info = gl.getExtension('WEBGL_debug_renderer_info')
    const vendor = info ? gl.getParameter(info.UNMASKED_VENDOR_WEBGL) : gl.getParameter(gl.VENDOR)
    const renderer = info
      ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL)
      : gl.getParameter(gl.RENDERER)
    return digest(`${String(vendor)}|${String(renderer)}|${gl.getSupportedExtensions()?.length}`)
  } catch {
    return ''
  }
}

const AUDIO_TIMEOUT_MS = 1_000

async function audioFingerprint(): Promise<string> {
  try {
    const Ctx = globalThis.OfflineAudioContext
    if (typeof Ctx !== 'function') return ''
    const ctx = new Ctx(1, 4_410, 44_100)
    const oscillator = ctx.createOscillator()
    oscillator.type = 'triangle'
    oscillator.frequency.value = 10_000
    const compressor = ctx.createDynamicsCompressor()
    oscillator.connect(compressor)
    compressor.connect(ctx.destination)
    oscillator.start(0)
    const timeout = new Promise<null>((resolve) =>
      setTimeout(() => resolve(null), AUDIO_TIMEOUT_MS),
    )
    const buffer = await Promise.race([ctx.startRendering(), timeout])
    if (!buffer) return ''
    const samples = buffer.getChannelData(0)
    let sum = 0
    for (let i = 4_000; i < samples.length; i++) sum += Math.abs(samples[i] ?? 0)
    return digest(sum.toString())
  } catch {
    return ''
  }
}

/** The device's time zone. Temporal answers at once; a first Intl.DateTimeFormat loads the
 * locale's date patterns, a long task on a slow phone (a third of a second at 4x slowdown). */
export function timeZoneOf(
  scope: { Temporal?: { Now?: { timeZoneId?: () => string } } } = globalThis as never,
): string {
  try {
    const fromTemporal = scope.Temporal?.Now?.timeZoneId?.()
    if (fromTemporal) return fromTemporal
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''
  } catch {
    return ''
  }
}

export async function collectFingerprint(): Promise<BrowserFingerprint> {
  const plugins = Array.from(navigator.plugins ?? [], (p) => p.name).slice(0, 30)
  const timezone = timeZoneOf()
  const canvas = canvasFingerprint()
  await whenIdle()
  // Creating a WebGL context is the slowest probe on a low-end phone.
  const webgl = webglFingerprint()
  await whenIdle()
  return {
    userAgent: navigator.userAgent,
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    timezone,
    language: navigator.language ?? '',
    plugins,
    canvasFingerprint: canvas,
    webglFingerprint: webgl,
    audioFingerprint: await audioFingerprint(),
    webdriver: navigator.webdriver === true,
    platform: navigator.platform ?? '',
    timezoneOffset: new Date().getTimezoneOffset(),
  }
}
