// The vendored upstream test hard-codes the Supabase CLI's URL (http://127.0.0.1:54321), where a
// developer's own backend may be listening. This plugin swaps that one constant, as the file is
// loaded, for the URL of the backend the runner started; the file on disk stays byte-for-byte.
import type { Plugin } from 'vite'

const UPSTREAM_TEST = /\/upstream\/supabase-js\/test\/integration\.test\.ts$/
const URL_LINE = "const SUPABASE_URL = 'http://127.0.0.1:54321'"

/** The variable the runner sets to its backend's URL before importing the upstream test. */
export const UPSTREAM_URL_VARIABLE = 'UPSTREAM_SUPABASE_URL'

export function upstreamSupabaseUrl(): Plugin {
  return {
    name: 'upstream-supabase-url',
    // Before esbuild strips the types, while the line is still as upstream wrote it.
    enforce: 'pre',
    transform(code, id) {
      if (!UPSTREAM_TEST.test(id.split('?')[0] ?? id)) return null
      if (!code.includes(URL_LINE))
        throw new Error(`upstream supabase-js test: "${URL_LINE}" not found; update the plugin`)
      const swapped = `const SUPABASE_URL = process.env.${UPSTREAM_URL_VARIABLE} as string`
      return { code: code.replace(URL_LINE, swapped), map: null }
    },
  }
}
