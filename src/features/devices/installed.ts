/** Whether the app runs installed (from the home screen or as a desktop app), not in a tab. */
export function isInstalled(): boolean {
  return (
    globalThis.matchMedia?.('(display-mode: standalone)').matches === true ||
    (globalThis.navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}
