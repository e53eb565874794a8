// Reads tracked navigation events on the local backend with the service role (what the
// suggestions model sees), so specs can check what the app sent.
const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

export interface ServerEvent {
  action: string
  path: string | null
  metadata: Record<string, unknown>
  occurred_at: string
  /** Stamped by the server when the row arrived. */
  _modified: string
}

export async function serverEvents(
  supabaseUrl: string,
  userId: string,
  action: string,
): Promise<ServerEvent[]> {
  const url = `${supabaseUrl}/rest/v1/navigation_events?select=action,path,metadata,occurred_at,_modified&user_id=eq.${userId}&action=eq.${action}&order=occurred_at.asc`
  const response = await fetch(url, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  })
  if (!response.ok) throw new Error(`navigation_events: ${response.status}`)
  const rows = (await response.json()) as Array<
    Omit<ServerEvent, 'metadata'> & { metadata: string }
  >
  return rows.map((r) => ({ ...r, metadata: JSON.parse(r.metadata) as Record<string, unknown> }))
}
