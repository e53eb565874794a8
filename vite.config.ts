import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { pwaPlugin } from './vite.pwa.ts'

// The app's build. PWA specifics (manifest, service worker, precache rules) live in vite.pwa.ts.
export default defineConfig(({ mode }) => ({
  base: '/',
  plugins: [react(), pwaPlugin(mode)],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@sync': fileURLToPath(new URL('./sync', import.meta.url)),
    },
  },
  server: { port: 5173 },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  build: { target: 'es2022', sourcemap: true },
  worker: { format: 'es' },
}))
