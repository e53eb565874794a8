// Reads a Chromium trace (CDP Tracing, devtools.timeline categories) into the main thread's story
// up to a user-timing mark: each long task with what filled it, and how long the thread sat idle
// (waiting for the network, IndexedDB or the worker), so the first-row time can be attributed.
interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: Record<string, unknown> }
}

const DETAIL = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'PrePaint',
  'Layerize',
  'ParseAuthorStyleSheet',
  'MajorGC',
  'MinorGC',
  'V8.GC_MC_BACKGROUND_MARKING',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'HandlePostMessage',
])

function label(e: TraceEvent): string {
  const d = e.args?.data ?? {}
  const url = typeof d['url'] === 'string' ? String(d['url']).split('/').pop() : ''
  const fn = typeof d['functionName'] === 'string' ? String(d['functionName']) : ''
  const type = typeof d['type'] === 'string' ? String(d['type']) : ''
  return [e.name, type, fn, url].filter(Boolean).join(' ')
}

/** `markAt` is the mark's performance.now() time, to place navigation start in the trace. */
export function summariseTrace(events: TraceEvent[], mark: string, markAt: number): string {
  const markEvent = events.find((e) => e.name === mark && e.cat.includes('user_timing'))
  if (!markEvent) return `  trace: no ${mark} mark`
  const pid = markEvent.pid
  const threads = new Map<number, string>()
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.pid === pid)
      threads.set(e.tid, e.args?.name ?? '')
  }
  const main = [...threads].find(([, n]) => n === 'CrRendererMain')?.[0]
  const end = markEvent.ts
  const start = end - markAt * 1000
  const at = (ts: number) => ((ts - start) / 1000).toFixed(0).padStart(5)
  const inWindow = (e: TraceEvent) => e.pid === pid && e.ts >= start && e.ts <= end
  const complete = events.filter((e) => e.ph === 'X' && inWindow(e))
  const tasks = complete
    .filter((e) => e.tid === main && e.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts)
  const lines: string[] = []
  let busy = 0
  let lastEnd = start
  let idle = 0
  for (const task of tasks) {
    const dur = task.dur ?? 0
    busy += dur
    if (task.ts > lastEnd) idle += task.ts - lastEnd
    lastEnd = Math.max(lastEnd, task.ts + dur)
    if (dur < 15_000) continue
    const inside = complete.filter(
      (e) =>
        e.tid === main &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= task.ts + dur &&
        DETAIL.has(e.name),
    )
    const byLabel = new Map<string, number>()
    for (const e of inside) byLabel.set(label(e), (byLabel.get(label(e)) ?? 0) + (e.dur ?? 0))
    const top = [...byLabel]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`)
      .join('; ')
    lines.push(`    ${at(task.ts)} +${(dur / 1000).toFixed(0).padStart(4)} ms  ${top}`)
  }
  const workers = [...threads].filter(([, n]) => n.includes('Worker'))
  const workerBusy = workers.map(([tid, n]) => {
    const ms = complete
      .filter((e) => e.tid === tid && e.name === 'RunTask')
      .reduce((s, e) => s + (e.dur ?? 0), 0)
    return `${n} ${(ms / 1000).toFixed(0)} ms`
  })
  const marks = events
    .filter((e) => inWindow(e) && e.cat.includes('user_timing') && e.ph !== 'e')
    .map((e) => `    ${at(e.ts)} mark ${e.name}`)
  return [
    `  main thread up to ${mark} (${markAt.toFixed(0)} ms): busy ${(busy / 1000).toFixed(0)} ms, ` +
      `idle gaps ${(idle / 1000).toFixed(0)} ms; workers: ${workerBusy.join(', ') || 'none'}`,
    '  tasks >= 15 ms (start, duration, what filled them):',
    ...[...lines, ...marks].sort(
      (a, b) => Number(a.trim().split(' ')[0]) - Number(b.trim().split(' ')[0]),
    ),
  ].join('\n')
}
