// The one reader of import.meta.env (ARCHITECTURE.md rule 8): parsed once with zod, typed
// constants out, and a clear message at start-up when something is wrong. zod/mini: the entry
// reaches this module, and zod's classic API cannot be tree-shaken.
import * as z from 'zod/mini'

/** The Supabase CLI's well-known local demo anon key (public by design; local use only). */
export const LOCAL_DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

export const envSchema = z.object({
  VITE_SUPABASE_URL: z.pipe(
    z.transform(blankIsUnset),
    z._default(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://127.0.0.1:54321' }),
      'http://127.0.0.1:54321',
    ),
  ),
  VITE_SUPABASE_ANON_KEY: z.pipe(
    z.transform(blankIsUnset),
    z._default(
      z
        .string()
        .check(
          z.regex(
            /^[\w-]+\.[\w-]+\.[\w-]+$/,
            'must be the project anon key (a JWT: three dot-separated parts)',
          ),
        ),
      LOCAL_DEMO_ANON_KEY,
    ),
  ),
  MODE: z._default(z.string(), 'production'),
  DEV: z._default(z.boolean(), false),
  PROD: z._default(z.boolean(), false),
  /** Registers the service worker in `dev` too (it is always on in production builds). */
  VITE_DEV_SW: z.pipe(
    z.transform((v) => v === true || v === 'true'),
    z.boolean(),
  ),
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
