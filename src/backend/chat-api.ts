// Messaging's calls beyond the replica (issue 32): starting a conversation (the server makes the
// conversation and its members; the replica then brings them), a chat file another member sent
// (private bucket, so fetched with the session), and the conversation's realtime channel for
// typing and presence, which are signals of the moment and never stored rows.
import type { RealtimeChannel } from '@supabase/supabase-js'
import { getSupabase } from './supabase-client.ts'
import { toApiError, type ApiResult } from './rows.ts'

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<ApiResult<T>> {
  const { data, error } = await (await getSupabase()).rpc(name, args)
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: data as T }
}

/** The one-to-one conversation with `userId` (about an application between you, when given). */
export function startConversation(
  userId: string,
  applicationId: string | null = null,
): Promise<ApiResult<string>> {
  return rpc<string>('start_conversation', {
    p_user_id: userId,
    p_application_id: applicationId,
  })
}

/** The group of a job's poster and its accepted applicants. */
export function startJobTeamConversation(jobId: string): Promise<ApiResult<string>> {
  return rpc<string>('start_job_team_conversation', { p_job_id: jobId })
}

/** A file from the chat bucket, as the signed-in member may read it. */
export async function downloadChatFile(path: string): Promise<ApiResult<Blob>> {
  const { data, error } = await (await getSupabase()).storage.from('chat').download(path)
  if (error || !data) return { ok: false, error: { message: error?.message ?? 'No file' } }
  return { ok: true, value: data }
}

export interface ChannelPeer {
  userId: string
  typing: boolean
}

export interface ConversationChannel {
  /** Tells the others this member is typing (call again while they keep typing). */
  typing(): void
  leave(): Promise<void>
}

const TYPING_FOR_MS = 4_000

/**
 * Joins `conversation:<id>` (private: only current members get in) and reports who else is
 * here and who is typing. Typing lapses after a few seconds without a new signal.
 */
export async function joinConversationChannel(
  conversationId: string,
  userId: string,
  onPeers: (peers: ChannelPeer[]) => void,
): Promise<ConversationChannel> {
  const client = await getSupabase()
  const { data } = await client.auth.getSession()
  if (data.session) await client.realtime.setAuth(data.session.access_token)
  const typingUntil = new Map<string, number>()
  let present = new Set<string>()
  let timer: ReturnType<typeof setTimeout> | null = null
  const report = () => {
    const now = Date.now()
    for (const [id, until] of typingUntil) if (until <= now) typingUntil.delete(id)
    const ids = new Set([...present, ...typingUntil.keys()])
    ids.delete(userId)
    onPeers([...ids].map((id) => ({ userId: id, typing: typingUntil.has(id) })))
    if (timer) clearTimeout(timer)
    if (typingUntil.size > 0) timer = setTimeout(report, 1_000)
  }
  const channel: RealtimeChannel = client.channel(`conversation:${conversationId}`, {
    config: { private: true, presence: { key: userId }, broadcast: { self: false } },
  })
  channel
    .on('broadcast', { event: 'typing' }, ({ payload }) => {
      const from = typeof payload?.['userId'] === 'string' ? (payload['userId'] as string) : null
      if (!from || from === userId) return
      typingUntil.set(from, Date.now() + TYPING_FOR_MS)
      report()
    })
    .on('presence', { event: 'sync' }, () => {
      present = new Set(Object.keys(channel.presenceState()))
      report()
    })
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') void channel.track({ online_at: new Date().toISOString() })
    })
  let lastTyping = 0
  return {
    typing() {
      const now = Date.now()
      if (now - lastTyping < TYPING_FOR_MS / 2) return
      lastTyping = now
      void channel.send({ type: 'broadcast', event: 'typing', payload: { userId } })
    },
    async leave() {
      if (timer) clearTimeout(timer)
      await client.removeChannel(channel)
    },
  }
}

/** The caller's own conversation for connection checks (/test-chat). */
export function startProbeConversation(): Promise<ApiResult<string>> {
  return rpc<string>('start_probe_conversation', {})
}
