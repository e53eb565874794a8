import { VitePWA } from 'vite-plugin-pwa'
import type { PluginOption } from 'vite'

// Service worker and manifest. The service worker is off in `dev` unless VITE_DEV_SW=true.
export function pwaPlugin(mode: string): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    devOptions: {
      enabled: mode === 'development' && process.env.VITE_DEV_SW === 'true',
      type: 'module',
    },
    injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}'] },
  })
}
