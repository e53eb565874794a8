// A signed-in device as people recognise it ("Chrome on Android"), from the user agent its
// session was started with. Only the common browsers and systems are named; anything else is
// left unnamed rather than guessed.

export interface DeviceLabel {
  browser: string | null
  os: string | null
  mobile: boolean
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

export function deviceLabel(userAgent: string | null | undefined): DeviceLabel {
  const ua = userAgent ?? ''
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null
  const mobile = /\bMobile\b|\bAndroid\b|\biPhone\b|\biPod\b/.test(ua)
  return { browser, os, mobile }
}
