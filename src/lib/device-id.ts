// This device's id: its own time-spent rows (one writer per row, see supabase/README.md) and its sync reports.
const KEY = 'craftlink_device_id'
let cached: string | null = null

export function deviceId(): string {
  if (cached) return cached
  try {
    cached = localStorage.getItem(KEY)
    if (!cached) {
      cached = crypto.randomUUID()
      localStorage.setItem(KEY, cached)
    }
  } catch {
    cached ??= crypto.randomUUID()
  }
  return cached
}
