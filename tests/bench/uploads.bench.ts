// `npm run bench -- uploads`: the device's upload queue against the local backend's Storage
// (uploads-measure.ts, which runs the app's own queue through Vite for the path aliases).
import { withAppModules } from './node-modules-loader.ts'
import type { BenchResult } from './types.ts'

export async function run(): Promise<BenchResult[]> {
  return withAppModules(async (load) => {
    const m = (await load('/tests/bench/uploads-measure.ts')) as {
      measureUploads(): Promise<BenchResult[]>
    }
    return m.measureUploads()
  })
}
