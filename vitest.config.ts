import { fileURLToPath, URL } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { upstreamSupabaseUrl } from './tests/integration/backend/upstream/vitest-plugin.ts'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@sync': fileURLToPath(new URL('./sync', import.meta.url)),
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'sync/**/*.test.ts',
            'sw/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
            'supabase/local/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/unit.ts'],
          // A ceiling, not a measure: tests that import a fresh module graph (vi.resetModules)
          // took over 5 s on a loaded 2-core machine and failed clean-clone runs.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [upstreamSupabaseUrl()],
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
          // Vendored upstream tests run through their runners (upstream-*.test.ts), not alone.
          exclude: [...configDefaults.exclude, 'tests/integration/backend/upstream/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts PGlite; without the optimising recompile of its WebAssembly a worker
          // needs ~500 MB less memory and starts no slower.
          execArgv: ['--liftoff-only'],
        },
      },
    ],
  },
})
