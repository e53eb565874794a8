// Shared contracts of the embedded local backend. Every service (auth, rest, realtime,
// functions, mailbox) is a plain Web-standard handler over one ServerContext, so each can be
// built and tested on its own and the HTTP server only routes by path prefix.
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { JWK } from 'jose'
import type { EmailTemplates } from './auth/email-templates.ts'

export interface LocalConfig {
  host: string
  port: number
  /** Directory PGlite keeps its files in; null = in memory (tests). */
  dataDir: string | null
  /** Public URL clients use, e.g. http://127.0.0.1:54321 */
  apiUrl: string
  /** Where confirmation links return to by default (the app). */
  siteUrl: string
  /** Redirect URLs auth accepts besides siteUrl (prefix match). */
  additionalRedirectUrls: string[]
  jwtSecret: string
  jwtExpirySeconds: number
  /**
   * Asymmetric keys (private JWKs) user tokens are signed with, as [auth] signing_keys_path gives
   * them; the Supabase CLI's built-in ES256 key by default. Empty: tokens are HS256 of jwtSecret.
   */
  signingKeys: JWK[]
  anonKey: string
  serviceRoleKey: string
  /** Sign-ups are confirmed at once (no email) when true ([auth.email] enable_confirmations off). */
  autoConfirm: boolean
  /** The supabase/config.toml these settings were read from; null = none (the CLI's defaults). */
  configFile: string | null
  /** [api] schemas: the schemas REST serves; the first is the default (PostgREST's db-schemas). */
  apiSchemas: string[]
  /** [api] max_rows: the most rows one REST answer holds; 0 = no limit. */
  maxRows: number
  /** [auth] enable_signup: false refuses every sign-up (GoTrue's signup_disabled). */
  enableSignup: boolean
  /** [auth.email] enable_signup: the email provider (sign-up and sign-in with an email). */
  emailProviderEnabled: boolean
  /** [auth] enable_anonymous_sign_ins */
  enableAnonymousSignIns: boolean
  /** [auth] enable_manual_linking: users may link and unlink identities themselves. */
  enableManualLinking: boolean
  /**
   * [auth.email] secure_password_change: changing the password in a session older than 24 hours
   * needs the nonce GET /reauthenticate mails.
   */
  securePasswordChange: boolean
  /** [auth.email.template.<kind>]: Go templates of each email's subject and body (built-in words
   * where none). */
  emailTemplates: EmailTemplates
  /** [auth] minimum_password_length */
  passwordMinLength: number
  /**
   * [auth] password_requirements: '', 'letters_digits', 'lower_upper_letters_digits' or
   * 'lower_upper_letters_digits_symbols'.
   */
  passwordRequirements: string
  /** [auth.mfa] */
  mfa: MfaConfig
  /**
   * Serve the dev mailbox (/_dev/mail): every reset link and code, to anyone who can reach the
   * server. Development only: on by default on a loopback host (SUPABASE_LOCAL_DEV_MAIL).
   */
  devMail: boolean
  /** Directory holding <timestamp>_<name>.sql migrations; null = none. */
  migrationsDir: string | null
  /** seed.sql applied on a fresh database; null = none. */
  seedFile: string | null
  /** Directory holding <name>/index.ts edge functions; null = none. */
  functionsDir: string | null
  /**
   * JSON list of edge functions to call on a timer with the service role key, the local stand-in
   * for Supabase Cron jobs that call functions through pg_net; null = none.
   */
  schedulesFile: string | null
  /** Extra SQL run after migrations on a fresh database (tests' own schema). */
  extraSql: string | null
  rateLimits: {
    signInPerIpPerMinute: number
    signInPerEmailPerMinute: number
    emailPerHour: number
    /** Checks of emailed links and codes (GET and POST /verify) per IP per 5 minutes. */
    tokenVerificationsPer5Minutes: number
    /** [auth.rate_limit] anonymous_users: anonymous sign-ins per IP per hour. */
    anonymousUsersPerHour: number
  }
  /** Largest request body accepted (413 above). */
  maxBodyBytes: number
  /** Largest request head (URL + headers) accepted; RxDB puts whole documents in the URL. */
  maxHeaderBytes: number
}

/** What a caller may set over the loaded config; nested limits and MFA settings merge. */
export type ConfigOverrides = Partial<Omit<LocalConfig, 'rateLimits' | 'mfa'>> & {
  rateLimits?: Partial<LocalConfig['rateLimits']>
  mfa?: Partial<MfaConfig>
}

/** One kind of second factor: whether users may enrol it and sign in with it. */
export interface MfaFactorConfig {
  enrollEnabled: boolean
  verifyEnabled: boolean
}

/** [auth.mfa] of config.toml (GoTrue's MFA_* settings). */
export interface MfaConfig {
  /** max_enrolled_factors: factors one user may hold at once. */
  maxEnrolledFactors: number
  totp: MfaFactorConfig
  phone: MfaFactorConfig
  webAuthn: MfaFactorConfig
}

/** The decoded claims of a verified JWT, as PostgREST puts them in request.jwt.claims. */
export interface Claims {
  sub?: string
  role: string
  aud?: string | string[]
  exp?: number
  iat?: number
  email?: string
  session_id?: string
  app_metadata?: Record<string, unknown>
  user_metadata?: Record<string, unknown>
  [key: string]: unknown
}

export interface AsRoleOptions {
  /** BEGIN READ ONLY, as PostgREST does for GET/HEAD (writes fail with 25006). */
  readOnly?: boolean
  /** request.method, request.path and request.headers (lower-cased names) as PostgREST sets them. */
  method?: string
  path?: string
  headers?: Record<string, string>
  /** Roll back instead of committing (Prefer: tx=rollback). */
  rollback?: boolean
}

export interface Db {
  /** The single PGlite instance. Use `exclusive` for anything that must not interleave. */
  readonly pg: PGlite
  /**
   * Runs fn in one transaction, serialised with every other caller. PGlite runs one query at a
   * time; this also keeps a request's SET LOCAL ROLE and claims from leaking to another request.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>
  /** Runs fn as `role` with `claims` set as PostgREST sets them (request.jwt.claims etc.). */
  asRole<T>(
    claims: Claims,
    fn: (tx: Transaction) => Promise<T>,
    options?: AsRoleOptions,
  ): Promise<T>
  close(): Promise<void>
}

export interface SentMail {
  id: string
  to: string
  subject: string
  text: string
  html: string
  links: string[]
  created_at: string
}

export interface Mailbox {
  send(mail: Omit<SentMail, 'id' | 'created_at' | 'links'>): Promise<SentMail>
  list(to?: string): Promise<SentMail[]>
}

export interface Jwt {
  sign(claims: Claims, expiresInSeconds?: number): Promise<string>
  /** Throws JwtError on a missing, malformed, forged, `alg: none`, expired or wrong-audience token. */
  verify(token: string): Promise<Claims>
  /** The public signing keys (GET /auth/v1/.well-known/jwks.json); empty when signing is HS256. */
  jwks(): JWK[]
}

export class JwtError extends Error {
  readonly reason:
    'missing' | 'malformed' | 'bad_signature' | 'expired' | 'bad_audience' | 'bad_alg'
  constructor(reason: JwtError['reason'], message: string) {
    super(message)
    this.reason = reason
  }
}

/** Low-level change event produced by change-capture triggers, consumed by realtime. */
export interface ChangeEvent {
  schema: string
  table: string
  type: 'INSERT' | 'UPDATE' | 'DELETE'
  record: Record<string, unknown> | null
  old_record: Record<string, unknown> | null
  columns: Array<{ name: string; type: string }>
  commit_timestamp: string
}

export interface ServerContext {
  config: LocalConfig
  db: Db
  jwt: Jwt
  mail: Mailbox
  /** The client address as the socket saw it (used by rate limits and functions). */
  clientIp(req: Request): string
}

export type Handler = (req: Request, ctx: ServerContext) => Promise<Response>

export interface RunningServer {
  url: string
  config: LocalConfig
  ctx: ServerContext
  close(): Promise<void>
}
