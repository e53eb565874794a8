import { describe, expect, it } from 'vitest'
import { LOCAL_DEMO_ANON_KEY, parseEnv } from './env.ts'

describe('env', () => {
  it('defaults to the local backend and its demo key', () => {
    const env = parseEnv({})
    expect(env.VITE_SUPABASE_URL).toBe('http://127.0.0.1:54321')
    expect(env.VITE_SUPABASE_ANON_KEY).toBe(LOCAL_DEMO_ANON_KEY)
  })
  it('treats blank values as unset', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: '  ' }).VITE_SUPABASE_URL).toBe('http://127.0.0.1:54321')
  })
  it('takes a hosted project', () => {
    const env = parseEnv({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'a.b.c',
    })
    expect(env.VITE_SUPABASE_URL).toBe('https://abc.supabase.co')
  })
  it('fails fast naming the bad variable', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'ftp://x' })).toThrow(
      /VITE_SUPABASE_URL: must be an http\(s\) URL/,
    )
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: 'not a jwt' })).toThrow(
      /VITE_SUPABASE_ANON_KEY/,
    )
  })
})
