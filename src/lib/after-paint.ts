// Runs something once the next frame has been painted: rAF runs before that frame's paint, the
// task queued from it runs after. Used where work must follow what the page just committed
// (first-row mark, the replica's opening, the full job list, the shell's deferred controls).

/** Calls `run` after the next paint; the returned function cancels it if it has not run yet. */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => (timer = setTimeout(run, 0)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
