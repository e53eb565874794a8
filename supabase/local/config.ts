// Configuration of the embedded backend. Defaults mirror `supabase start` (Supabase CLI) so tools
// and snippets written for the CLI's local stack work unchanged. Each value comes from, lowest
// first: the CLI's default, supabase/config.toml (see cli-config.ts, with the CLI's SUPABASE_*
// variables), this backend's own environment variables, and the caller's overrides (tests).
import path from 'node:path'
import { REQUIREMENTS } from './auth/policy.ts'
import type { JWK } from 'jose'
import { readCliConfig, type CliConfig } from './cli-config.ts'
import { readEmailTemplates } from './auth/email-templates.ts'
import { CLI_DEFAULT_SIGNING_KEY, readSigningKeys } from './signing-keys.ts'
import type { ConfigOverrides, LocalConfig, MfaFactorConfig } from './types.ts'

/** The Supabase CLI's well-known local JWT secret and the demo keys signed with it. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/** The project root (two levels above supabase/local). */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..')

type Env = Record<string, string | undefined>

function envInt(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`)
  return n
}

function envBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase()
  if (raw === undefined || raw === '') return fallback
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true
  if (['0', 'false', 'no', 'off'].includes(raw)) return false
  throw new Error(`${name} must be true or false, got "${env[name]}"`)
}

/** Loopback hosts: only this machine can reach a server bound to one. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(h)
}

function envList(env: Env, name: string, fallback: string[]): string[] {
  const raw = env[name]
  if (raw === undefined) return fallback
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

function envPath(env: Env, name: string, fallback: string | null): string | null {
  const raw = env[name]
  if (raw === undefined) return fallback
  if (raw === '' || raw === ':memory:') return null
  return path.resolve(PROJECT_ROOT, raw)
}

/**
 * The keys user tokens are signed with: SUPABASE_LOCAL_SIGNING_KEYS_PATH (from the project root)
 * or [auth] signing_keys_path (from the config file's folder, as the CLI reads it), else the CLI's
 * built-in ES256 key. An empty SUPABASE_LOCAL_SIGNING_KEYS_PATH keeps the legacy HS256 tokens.
 */
function signingKeysFrom(env: Env, cli: CliConfig): JWK[] {
  const fromEnv = env.SUPABASE_LOCAL_SIGNING_KEYS_PATH
  if (fromEnv === '') return []
  if (fromEnv !== undefined) return readSigningKeys(path.resolve(PROJECT_ROOT, fromEnv))
  const fromFile = cli.string('auth.signing_keys_path')
  if (!fromFile) return [CLI_DEFAULT_SIGNING_KEY]
  return readSigningKeys(path.resolve(path.dirname(cli.file ?? PROJECT_ROOT), fromFile))
}

/** [auth.mfa.<kind>] enroll_enabled and verify_enabled; the CLI's template has both off. */
function mfaFactor(cli: CliConfig, kind: string): MfaFactorConfig {
  return {
    enrollEnabled: cli.bool(`auth.mfa.${kind}.enroll_enabled`) ?? false,
    verifyEnabled: cli.bool(`auth.mfa.${kind}.verify_enabled`) ?? false,
  }
}

/**
 * The configuration for the dev server (`npm run backend`): project paths, `.data/` on disk.
 * Environment variables win over defaults; `overrides` win over both.
 */
export function loadConfig(overrides: ConfigOverrides = {}, env: Env = process.env): LocalConfig {
  const host = env.SUPABASE_LOCAL_HOST || '127.0.0.1'
  const port = envInt(env, 'SUPABASE_LOCAL_PORT', 54321)
  const cli = readCliConfig(
    overrides.configFile !== undefined
      ? overrides.configFile
      : envPath(
          env,
          'SUPABASE_LOCAL_CONFIG_FILE',
          path.join(PROJECT_ROOT, 'supabase', 'config.toml'),
        ),
    env,
  )
  const base: LocalConfig = {
    host,
    port,
    dataDir: envPath(env, 'SUPABASE_LOCAL_DATA_DIR', path.join(PROJECT_ROOT, '.data')),
    apiUrl: env.API_EXTERNAL_URL || env.SUPABASE_URL || '',
    siteUrl: env.SITE_URL || (cli.string('auth.site_url') ?? 'http://127.0.0.1:3000'),
    additionalRedirectUrls: envList(
      env,
      'ADDITIONAL_REDIRECT_URLS',
      cli.list('auth.additional_redirect_urls') ?? ['https://127.0.0.1:3000'],
    ),
    jwtSecret: env.JWT_SECRET || DEMO_JWT_SECRET,
    jwtExpirySeconds: envInt(env, 'JWT_EXPIRY', cli.int('auth.jwt_expiry') ?? 3600),
    signingKeys: signingKeysFrom(env, cli),
    anonKey: env.ANON_KEY || DEMO_ANON_KEY,
    serviceRoleKey: env.SERVICE_ROLE_KEY || DEMO_SERVICE_ROLE_KEY,
    autoConfirm: envBool(
      env,
      'AUTH_AUTOCONFIRM',
      !(cli.bool('auth.email.enable_confirmations') ?? false),
    ),
    configFile: cli.file,
    apiSchemas: cli.list('api.schemas') ?? ['public', 'graphql_public'],
    maxRows: cli.int('api.max_rows') ?? 1000,
    enableSignup: cli.bool('auth.enable_signup') ?? true,
    emailProviderEnabled: cli.bool('auth.email.enable_signup') ?? true,
    enableAnonymousSignIns: cli.bool('auth.enable_anonymous_sign_ins') ?? false,
    enableManualLinking: cli.bool('auth.enable_manual_linking') ?? false,
    securePasswordChange: cli.bool('auth.email.secure_password_change') ?? false,
    emailTemplates: readEmailTemplates(cli, PROJECT_ROOT),
    passwordMinLength: cli.int('auth.minimum_password_length') ?? 6,
    passwordRequirements: cli.string('auth.password_requirements') ?? '',
    mfa: {
      maxEnrolledFactors: cli.int('auth.mfa.max_enrolled_factors') ?? 10,
      totp: mfaFactor(cli, 'totp'),
      phone: mfaFactor(cli, 'phone'),
      webAuthn: mfaFactor(cli, 'web_authn'),
    },
    // The mailbox shows every reset link and code, so by default only a loopback server has it.
    devMail: envBool(env, 'SUPABASE_LOCAL_DEV_MAIL', isLoopbackHost(overrides.host ?? host)),
    migrationsDir: envPath(
      env,
      'SUPABASE_LOCAL_MIGRATIONS_DIR',
      path.join(PROJECT_ROOT, 'supabase', 'migrations'),
    ),
    seedFile: envPath(
      env,
      'SUPABASE_LOCAL_SEED_FILE',
      path.join(PROJECT_ROOT, 'supabase', 'seed.sql'),
    ),
    functionsDir: envPath(
      env,
      'SUPABASE_LOCAL_FUNCTIONS_DIR',
      path.join(PROJECT_ROOT, 'supabase', 'functions'),
    ),
    schedulesFile: envPath(
      env,
      'SUPABASE_LOCAL_SCHEDULES_FILE',
      path.join(PROJECT_ROOT, 'supabase', 'local-schedules.json'),
    ),
    extraSql: null,
    rateLimits: {
      signInPerIpPerMinute: envInt(
        env,
        'RATE_LIMIT_SIGN_IN_PER_IP_PER_MINUTE',
        cli.int('auth.rate_limit.sign_in_sign_ups') ?? 30,
      ),
      // Per account and client address: a guesser elsewhere cannot lock the owner out.
      signInPerEmailPerMinute: envInt(env, 'RATE_LIMIT_SIGN_IN_PER_EMAIL_PER_MINUTE', 10),
      emailPerHour: envInt(
        env,
        'RATE_LIMIT_EMAIL_SENT',
        cli.int('auth.rate_limit.email_sent') ?? 2,
      ),
      // config.toml's token_verifications: per IP, per 5 minutes.
      tokenVerificationsPer5Minutes: envInt(
        env,
        'RATE_LIMIT_TOKEN_VERIFICATIONS',
        cli.int('auth.rate_limit.token_verifications') ?? 30,
      ),
      anonymousUsersPerHour: envInt(
        env,
        'RATE_LIMIT_ANONYMOUS_USERS',
        cli.int('auth.rate_limit.anonymous_users') ?? 30,
      ),
    },
    maxBodyBytes: envInt(env, 'SUPABASE_LOCAL_MAX_BODY_BYTES', 1024 * 1024),
    maxHeaderBytes: envInt(env, 'SUPABASE_LOCAL_MAX_HEADER_BYTES', 256 * 1024),
  }
  return finishConfig({
    ...base,
    ...overrides,
    rateLimits: { ...base.rateLimits, ...overrides.rateLimits },
    mfa: { ...base.mfa, ...overrides.mfa },
  })
}

/** Checks invariants. apiUrl stays empty when not given: the server derives it once listening. */
export function finishConfig(config: LocalConfig): LocalConfig {
  if (config.jwtSecret.length < 32)
    throw new Error('JWT_SECRET must be at least 32 characters long')
  if (!Object.hasOwn(REQUIREMENTS, config.passwordRequirements)) {
    const known = Object.keys(REQUIREMENTS).map((k) => JSON.stringify(k))
    throw new Error(`password_requirements must be one of ${known.join(', ')}`)
  }
  return config
}
