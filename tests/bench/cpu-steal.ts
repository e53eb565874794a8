// The share of CPU time the VM's host took from this machine (Linux `steal`, /proc/stat) between
// two readings: first syncs timed on a shared host vary with it, so the bench prints it with them.
import { readFileSync } from 'node:fs'

export interface CpuTimes {
  total: number
  steal: number
}

/** The machine's CPU time counters now, or null where /proc/stat is not there. */
export function cpuTimes(): CpuTimes | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? ''
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number)
    if (ticks.length < 8 || ticks.some((t) => !Number.isFinite(t))) return null
    return { total: ticks.reduce((a, b) => a + b, 0), steal: ticks[7]! }
  } catch {
    return null
  }
}

/** "steal 3.2 %" between two readings, or '' when either is missing. */
export function stealSince(before: CpuTimes | null): string {
  const after = cpuTimes()
  if (!before || !after || after.total <= before.total) return ''
  const share = ((after.steal - before.steal) / (after.total - before.total)) * 100
  return `, CPU steal ${share.toFixed(1)} %`
}
