// The one reader of import.meta.env (ARCHITECTURE.md rule 8): parsed once with zod, typed
// constants out, and a clear message at start-up when something is wrong.
import * as z from 'zod'

/** The Supabase CLI's well-known local demo anon key (public by design; local use only). */
export const LOCAL_DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

export const envSchema = z.object({
  VITE_SUPABASE_URL: z.preprocess(
    blankIsUnset,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://127.0.0.1:54321' })
      .default('http://127.0.0.1:54321'),
  ),
  VITE_SUPABASE_ANON_KEY: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(
        /^[\w-]+\.[\w-]+\.[\w-]+$/,
        'must be the project anon key (a JWT: three dot-separated parts)',
      )
      .default(LOCAL_DEMO_ANON_KEY),
  ),
  MODE: z.string().default('production'),
  DEV: z.boolean().default(false),
})

export type Env = z.infer<typeof envSchema>

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(
      `CraftLink cannot start: invalid environment.\n${lines.join('\n')}\nSee .env.example.`,
    )
  }
  return result.data
}

export const env: Env = parseEnv(import.meta.env)
