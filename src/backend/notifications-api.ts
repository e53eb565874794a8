// Notification calls (spec section 7): newest 20, realtime inserts, marking read. The replica
// replaces the reads once its notifications collection exists; the calls stay the same shape.
import { getSupabase } from './supabase-client.ts'
import { parseJsonObject, toApiError } from './rows.ts'
import type { ApiResult } from './roles-api.ts'

export interface NotificationRow {
  id: string
  user_id: string
  type: string
  title: string
  message: string
  data: Record<string, unknown>
  read: boolean
  created_at: string
}

const COLUMNS = 'id,user_id,type,title,message,data,read,created_at'

export function toNotificationRow(raw: Record<string, unknown>): NotificationRow {
  return {
    id: String(raw.id),
    user_id: String(raw.user_id),
    type: String(raw.type ?? 'other'),
    title: String(raw.title ?? ''),
    message: String(raw.message ?? ''),
    data: parseJsonObject(raw.data),
    read: raw.read === true,
    created_at: String(raw.created_at),
  }
}

export async function fetchNewestNotifications(
  userId: string,
  limit = 20,
): Promise<ApiResult<NotificationRow[]>> {
  const { data, error } = await getSupabase()
    .from('notifications')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(limit)
  if (error) return { ok: false, error: toApiError(error) }
  return { ok: true, value: ((data ?? []) as Record<string, unknown>[]).map(toNotificationRow) }
}

/** Realtime inserts for this user; returns the unsubscribe. */
export function subscribeToNewNotifications(
  userId: string,
  onInsert: (row: NotificationRow) => void,
): () => void {
  const client = getSupabase()
  const channel = client
    .channel(`notifications:${userId}`)
    .on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` },
      (payload) => onInsert(toNotificationRow(payload.new as Record<string, unknown>)),
    )
    .subscribe()
  return () => {
    void client.removeChannel(channel)
  }
}

export async function markNotificationReadRemote(id: string): Promise<ApiResult<null>> {
  const { error } = await getSupabase().from('notifications').update({ read: true }).eq('id', id)
  return error ? { ok: false, error: toApiError(error) } : { ok: true, value: null }
}

export async function markAllNotificationsReadRemote(userId: string): Promise<ApiResult<null>> {
  const { error } = await getSupabase()
    .from('notifications')
    .update({ read: true })
    .eq('user_id', userId)
    .eq('read', false)
  return error ? { ok: false, error: toApiError(error) } : { ok: true, value: null }
}
