import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readCliConfig } from './cli-config.ts'
import { loadConfig, PROJECT_ROOT } from './config.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'cli-config-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let files = 0
/** Writes a config.toml into the temp directory and returns its path. */
function toml(text: string): string {
  const file = path.join(dir, `config-${++files}.toml`)
  writeFileSync(file, text)
  return file
}

describe('loadConfig and supabase/config.toml', () => {
  it("reads the project's config.toml by default", () => {
    const config = loadConfig({}, {})
    expect(config.configFile).toBe(path.join(PROJECT_ROOT, 'supabase', 'config.toml'))
    expect(config.siteUrl).toBe('http://localhost:4173')
    expect(config.additionalRedirectUrls).toContain('http://localhost:4173/auth')
    expect(config.apiSchemas).toEqual(['public', 'graphql_public'])
    expect(config.maxRows).toBe(1000)
    expect(config.passwordMinLength).toBe(8)
    expect(config.passwordRequirements).toBe('lower_upper_letters_digits')
    expect(config.autoConfirm).toBe(true)
    expect(config.mfa.totp).toEqual({ enrollEnabled: true, verifyEnabled: true })
  })

  it("uses the CLI template's defaults without a file", () => {
    const config = loadConfig({ configFile: null }, {})
    expect(config.configFile).toBeNull()
    expect(config.siteUrl).toBe('http://127.0.0.1:3000')
    expect(config.passwordMinLength).toBe(6)
    expect(config.passwordRequirements).toBe('')
    expect(config.enableSignup).toBe(true)
    expect(config.enableAnonymousSignIns).toBe(false)
    expect(config.mfa).toEqual({
      maxEnrolledFactors: 10,
      totp: { enrollEnabled: false, verifyEnabled: false },
      phone: { enrollEnabled: false, verifyEnabled: false },
      webAuthn: { enrollEnabled: false, verifyEnabled: false },
    })
    expect(config.rateLimits.emailPerHour).toBe(2)
    expect(config.rateLimits.anonymousUsersPerHour).toBe(30)
  })

  it('maps every key it implements', () => {
    const file = toml(`
[api]
schemas = ["public", "api"]
max_rows = 50
[auth]
site_url = "http://app.test"
additional_redirect_urls = ["http://app.test/cb"]
jwt_expiry = 600
enable_signup = false
enable_anonymous_sign_ins = true
minimum_password_length = 10
password_requirements = "letters_digits"
[auth.rate_limit]
email_sent = 5
sign_in_sign_ups = 7
token_verifications = 9
anonymous_users = 11
[auth.email]
enable_signup = false
enable_confirmations = true
[auth.mfa]
max_enrolled_factors = 3
[auth.mfa.totp]
enroll_enabled = true
verify_enabled = false
[auth.mfa.phone]
verify_enabled = true
`)
    const config = loadConfig({ configFile: file }, {})
    expect(config).toMatchObject({
      configFile: file,
      apiSchemas: ['public', 'api'],
      maxRows: 50,
      siteUrl: 'http://app.test',
      additionalRedirectUrls: ['http://app.test/cb'],
      jwtExpirySeconds: 600,
      enableSignup: false,
      emailProviderEnabled: false,
      enableAnonymousSignIns: true,
      passwordMinLength: 10,
      passwordRequirements: 'letters_digits',
      autoConfirm: false,
      rateLimits: {
        emailPerHour: 5,
        signInPerIpPerMinute: 7,
        tokenVerificationsPer5Minutes: 9,
        anonymousUsersPerHour: 11,
      },
      mfa: {
        maxEnrolledFactors: 3,
        totp: { enrollEnabled: true, verifyEnabled: false },
        phone: { enrollEnabled: false, verifyEnabled: true },
      },
    })
  })

  it('resolves env(NAME) values and the CLI variables SUPABASE_<KEY PATH>', () => {
    const file = toml(`
[auth]
site_url = "env(MY_SITE)"
minimum_password_length = 12
[auth.mfa.totp]
enroll_enabled = false
`)
    const env = {
      MY_SITE: 'https://site.test',
      SUPABASE_AUTH_MINIMUM_PASSWORD_LENGTH: '7',
      SUPABASE_AUTH_MFA_TOTP_ENROLL_ENABLED: 'true',
      SUPABASE_API_SCHEMAS: 'public,private',
    }
    const config = loadConfig({ configFile: file }, env)
    expect(config.siteUrl).toBe('https://site.test')
    expect(config.passwordMinLength).toBe(7)
    expect(config.mfa.totp.enrollEnabled).toBe(true)
    expect(config.apiSchemas).toEqual(['public', 'private'])
  })

  it("lets the backend's own variables and the caller's overrides win over the file", () => {
    const file = toml('[auth]\nsite_url = "http://file.test"\njwt_expiry = 100\n')
    const env = { SITE_URL: 'http://env.test', SUPABASE_LOCAL_CONFIG_FILE: file }
    const fromEnv = loadConfig({}, env)
    expect(fromEnv.configFile).toBe(file)
    expect(fromEnv.siteUrl).toBe('http://env.test')
    expect(fromEnv.jwtExpirySeconds).toBe(100)
    const overridden = loadConfig({ jwtExpirySeconds: 60, mfa: { maxEnrolledFactors: 1 } }, env)
    expect(overridden.jwtExpirySeconds).toBe(60)
    expect(overridden.mfa.maxEnrolledFactors).toBe(1)
    expect(overridden.mfa.totp).toEqual({ enrollEnabled: false, verifyEnabled: false })
  })

  it('stops on a value of the wrong type or a file that is not TOML', () => {
    const badType = toml('[auth]\nminimum_password_length = "eight"\n')
    expect(() => loadConfig({ configFile: badType }, {})).toThrow(
      'auth.minimum_password_length must be a non-negative integer, got "eight"',
    )
    const badRequirement = toml('[auth]\npassword_requirements = "letters"\n')
    expect(() => loadConfig({ configFile: badRequirement }, {})).toThrow(
      'password_requirements must be one of',
    )
    const notToml = toml('[auth\nsite_url = 1\n')
    expect(() => readCliConfig(notToml, {})).toThrow(notToml)
  })
})
