// The production build against a fresh local backend with N extra jobs, for browser benchmarks:
// builds the app into a temporary folder, starts the backend (fresh data dir), seeds the jobs over
// REST, waits for the backend to analyze them (backend-settle.ts) and serves the build with
// `vite preview`. Uses the shared process helpers.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { BACKEND_ENTRY, bin, run, startService } from '../../scripts/lib/processes.ts'
import type { Service } from '../../scripts/lib/processes.ts'
import { DEMO_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts'
import { seedBulkJobs } from '../../supabase/local/seed-bulk.ts'
import { waitForSettledBackend } from './backend-settle.ts'

export interface BenchStack {
  baseURL: string
  supabaseUrl: string
  stop(): Promise<void>
}

export async function startBenchStack(o: {
  label: string
  appPort: number
  backendPort: number
  jobs: number
}): Promise<BenchStack> {
  const supabaseUrl = `http://127.0.0.1:${o.backendPort}`
  const outDir = mkdtempSync(path.join(tmpdir(), `craftlink-${o.label}-dist-`))
  const dataDir = mkdtempSync(path.join(tmpdir(), `craftlink-${o.label}-data-`))
  const services: Service[] = []
  const stop = async () => {
    await Promise.all(services.map((s) => s.stop()))
    rmSync(outDir, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const built = await run(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
      env: { VITE_SUPABASE_URL: supabaseUrl },
      label: `${o.label}: building the app`,
    })
    if (built !== 0) throw new Error('the build failed')
    services.push(
      await startService(
        'backend',
        process.execPath,
        ['--liftoff-only', BACKEND_ENTRY, '--port', String(o.backendPort)],
        {
          env: { SUPABASE_LOCAL_PORT: String(o.backendPort), SUPABASE_LOCAL_DATA_DIR: dataDir },
          readyLine: /API URL/,
          timeoutMs: 180_000,
        },
      ),
    )
    const seeded = await seedBulkJobs({
      url: supabaseUrl,
      serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
      jobs: o.jobs,
    })
    console.log(`  seeded ${seeded.inserted} jobs in ${seeded.ms} ms`)
    if (seeded.inserted > 0) {
      await waitForSettledBackend(supabaseUrl, 'craftsman@example.com')
    }
    services.push(
      await startService(
        'preview',
        bin('vite'),
        [
          'preview',
          '--outDir',
          outDir,
          '--port',
          String(o.appPort),
          '--strictPort',
          '--host',
          '127.0.0.1',
        ],
        { readyUrl: `http://127.0.0.1:${o.appPort}/` },
      ),
    )
    return { baseURL: `http://localhost:${o.appPort}`, supabaseUrl, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
