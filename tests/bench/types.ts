// The contract of a benchmark suite: tests/bench/<name>.bench.ts exports
// `export async function run(): Promise<BenchResult[]>`; scripts/bench.ts prints the table.
// Node 24 runs these files directly: erasable TypeScript only, `.ts` in relative imports.
export interface BenchResult {
  name: string
  value: number
  unit: string
  /** Human-readable target, e.g. "<= 200 KB". */
  target?: string
  /** Whether the target was met, when there is one. */
  ok?: boolean
}
