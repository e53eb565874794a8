// Sign-out without a network (issue 39): the device signs out at once, but the server session
// would stay valid (its refresh token usable) until revoked. What revoking needs, the session's
// tokens and nothing else, waits here like any other write and goes to the server when the device
// is back online (the `online` event or the next start); it is deleted as soon as the server has
// ended the session or answers that it has ended already.
import * as z from 'zod/mini'
import {
  revokeSession,
  type AuthEndpoint,
  type SignOutScope,
} from '@/backend/session-revocation-api.ts'
import { env } from '@/env.ts'
import { authStore, type AuthSession } from '../auth.store.ts'
import { isOnline, onOnlineChange } from '@/data/shell.ts'

export const PENDING_REVOCATIONS_KEY = 'craftlink_pending_sign_outs'

const revocationSchema = z.object({
  userId: z.string(),
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  expiresAt: z.optional(z.number()),
  scope: z.enum(['global', 'local']),
})
const revocationsSchema = z.array(revocationSchema)

export type PendingRevocation = z.infer<typeof revocationSchema>

function storageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function readPendingRevocations(storage = storageOrNull()): PendingRevocation[] {
  try {
    const parsed = revocationsSchema.safeParse(
      JSON.parse(storage?.getItem(PENDING_REVOCATIONS_KEY) ?? '[]'),
    )
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

function write(storage: Storage | null, list: PendingRevocation[]): void {
  if (list.length === 0) storage?.removeItem(PENDING_REVOCATIONS_KEY)
  else storage?.setItem(PENDING_REVOCATIONS_KEY, JSON.stringify(list))
}

/** Keeps what revoking `session` needs until the server has ended it. */
export function queueRevocation(
  session: AuthSession,
  scope: SignOutScope,
  storage = storageOrNull(),
): void {
  const others = readPendingRevocations(storage).filter(
    (r) => r.refreshToken !== session.refresh_token,
  )
  const entry: PendingRevocation = {
    userId: session.user.id,
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    scope,
    ...(session.expires_at === undefined ? {} : { expiresAt: session.expires_at }),
  }
  write(storage, [...others, entry])
}

export interface SendOptions {
  storage?: Storage | null
  endpoint?: AuthEndpoint
  /** The user signed in on this device now, if any. */
  signedInUserId?: string | null
}

let inFlight: Promise<void> | null = null

/** Sends every queued revocation once; those the server has not answered stay queued. */
export function sendPendingRevocations(options: SendOptions = {}): Promise<void> {
  inFlight ??= sendAll(options).finally(() => (inFlight = null))
  return inFlight
}

async function sendAll({
  storage = storageOrNull(),
  endpoint = { url: env.VITE_SUPABASE_URL, anonKey: env.VITE_SUPABASE_ANON_KEY },
  signedInUserId = authStore.user?.id ?? null,
}: SendOptions): Promise<void> {
  for (const entry of readPendingRevocations(storage)) {
    // "Everywhere" must not end a session the same user has opened on this device since.
    const scope = entry.userId === signedInUserId ? 'local' : entry.scope
    const outcome = await revokeSession(entry, scope, endpoint)
    if (outcome === 'retry') continue
    write(
      storage,
      readPendingRevocations(storage).filter((r) => r.refreshToken !== entry.refreshToken),
    )
  }
}

/** At start-up and whenever the device is back online. Returns a function that stops it. */
export function watchPendingRevocations(): () => void {
  const send = () => {
    if (readPendingRevocations().length > 0) void sendPendingRevocations()
  }
  if (isOnline()) send()
  return onOnlineChange((online) => {
    if (online) send()
  })
}
