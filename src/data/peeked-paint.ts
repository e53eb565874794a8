// On a reload of a page that shows rows peeked from storage (first-page-peek.ts), the replica
// opens once those rows are painted: RxDB's start-up (its chunks, a dozen collections) otherwise
// takes the main thread between the peek's answer and that paint. Same-context A/B in the jobs
// bench's set-up (16 interleaved reloads each): Find Jobs' first row 576 -> 538 ms (median),
// 608 -> 562 (mean), the live query no later (issue 8).

/** The longest the replica waits for the peeked rows' paint (a page that never shows them). */
export const PEEKED_PAINT_WAIT_MS = 500

let release: () => void = () => undefined
const painted = new Promise<void>((resolve) => (release = resolve))

/** The page has painted its peeked rows, or has none to show: the replica may open. */
export function settlePeekedPaint(): void {
  release()
}

/** Resolves when the page has painted its peeked rows (or has none), at most `waitMs` from now. */
export function peekedPaintSettled(waitMs = PEEKED_PAINT_WAIT_MS): Promise<void> {
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, waitMs))])
}
