// Reads a CDP CPU profile (Profiler.stop) into a short text: self time per function and per
// script, so a reload's main-thread time can be attributed without DevTools.
export interface CpuProfile {
  nodes: Array<{
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
    children?: number[]
  }>
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

export function summariseProfile(profile: CpuProfile, top: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<number, number>()
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  const byFunction = new Map<string, number>()
  const byScript = new Map<string, number>()
  for (const [id, ms] of self) {
    const f = byId.get(id)!.callFrame
    const script = f.url.split('/').pop() || '(native)'
    const key = `${f.functionName || '(anonymous)'} ${script}:${f.lineNumber + 1}:${f.columnNumber + 1}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms)
    byScript.set(script, (byScript.get(script) ?? 0) + ms)
  }
  const list = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `    ${ms.toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n')
  const total = (profile.endTime - profile.startTime) / 1000
  return [
    `  CPU profile: ${total.toFixed(0)} ms`,
    '  self time by script:',
    list(byScript, 15),
    '  self time by function:',
    list(byFunction, top),
  ].join('\n')
}
