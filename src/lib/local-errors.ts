// A write or read on the device's own storage (RxDB over IndexedDB) failed. Its error is English
// and technical (RxDB codes, DOMException names), so the UI shows a catalogue text of its kind
// and the raw error goes to the console, where the diagnostics need it.
const BY_KIND: Array<[RegExp, string]> = [
  [/quota|no space|disk is full/i, 'errors:local.full'],
  [/conflict|409/i, 'errors:local.conflict'],
  [/closed|destroyed|DatabaseClosed|InvalidState/i, 'errors:local.closed'],
  [/schema|validation|VD\d|ZodError|invalid/i, 'errors:local.invalid'],
]

/** What to match an unknown thrown value on: its name, RxDB's code and its message together. */
function describe(error: unknown): string {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) {
    return String(error)
  }
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown }
  return [name, code, message].filter((part) => typeof part === 'string').join(' ')
}

/** The i18n key for a failure of the device's storage, by its kind. */
export function localErrorKey(error: unknown): string {
  const text = describe(error)
  return BY_KIND.find(([pattern]) => pattern.test(text))?.[1] ?? 'errors:local.failed'
}
