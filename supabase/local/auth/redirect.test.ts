// Which redirect URLs auth honours.
import { describe, expect, it } from 'vitest'
import { isRedirectAllowed, resolveRedirect } from './redirect.ts'

const config = {
  siteUrl: 'http://localhost:4173',
  additionalRedirectUrls: [
    'http://127.0.0.1:4173',
    'https://app.example.com/**',
    'myapp://callback',
  ],
}
const allowed = (url: string) =>
  isRedirectAllowed(config.siteUrl, config.additionalRedirectUrls, url)

describe('redirect allow-list', () => {
  it('accepts the site origin on any path, and any port on loopback', () => {
    expect(allowed('http://localhost:4173/auth?type=recovery')).toBe(true)
    expect(allowed('http://localhost:5173/reset')).toBe(true)
    expect(allowed('https://localhost:4173/')).toBe(false)
  })

  it('accepts allow-list prefixes only at a path boundary, and globs', () => {
    expect(allowed('http://127.0.0.1:4173/welcome')).toBe(true)
    expect(allowed('http://127.0.0.1:41730/welcome')).toBe(false)
    expect(allowed('https://app.example.com/deep/path?x=1')).toBe(true)
    expect(allowed('https://app.example.com.evil.net/')).toBe(false)
    expect(allowed('myapp://callback')).toBe(true)
  })

  it('falls back to the site URL for anything else', () => {
    expect(resolveRedirect(config, 'https://evil.example.net/steal')).toBe('http://localhost:4173')
    expect(resolveRedirect(config, 'javascript:alert(1)')).toBe('http://localhost:4173')
    expect(resolveRedirect(config, 'not a url')).toBe('http://localhost:4173')
    expect(resolveRedirect(config, null)).toBe('http://localhost:4173')
    expect(resolveRedirect(config, 'http://localhost:4173/jobs')).toBe('http://localhost:4173/jobs')
  })
})
