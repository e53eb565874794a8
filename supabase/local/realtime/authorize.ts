// Private channels, authorised as hosted Realtime does it: RLS policies on realtime.messages
// decide. Read = the subscriber's role can SELECT a probe row for the topic; write = it can
// INSERT one. Both run in one transaction that is always rolled back, with realtime.topic()
// answering the channel's topic.
import type { Claims, Db } from '../types.ts'

export interface ChannelRights {
  read: boolean
  write: boolean
}

const ROLE_RE = /^[A-Za-z_][A-Za-z0-9_]*$/

export async function authorizePrivate(
  db: Db,
  claims: Claims,
  topic: string,
  extension = 'broadcast',
): Promise<ChannelRights> {
  if (claims.role === 'service_role') return { read: true, write: true }
  const role = typeof claims.role === 'string' && ROLE_RE.test(claims.role) ? claims.role : 'anon'
  const rights: ChannelRights = { read: false, write: false }
  try {
    await db.transaction(async (tx) => {
      const exists = await tx.query<{ t: string | null }>(
        `select to_regclass('realtime.messages')::text as t`,
      )
      if (!exists.rows[0]?.t) {
        await tx.rollback()
        return
      }
      await tx.query(
        `insert into realtime.messages (topic, extension, private, event, payload)
         values ($1, $2, true, 'authorization_probe', '{}'::jsonb)`,
        [topic, extension],
      )
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
                set_config('realtime.topic', $4, true)`,
        [
          role,
          JSON.stringify({ ...claims, role }),
          typeof claims.sub === 'string' ? claims.sub : '',
          topic,
        ],
      )
      await tx.exec('savepoint realtime_read_probe')
      try {
        const seen = await tx.query(
          `select 1 from realtime.messages
            where topic = $1 and extension = $2 and event = 'authorization_probe' limit 1`,
          [topic, extension],
        )
        rights.read = seen.rows.length > 0
      } catch {
        await tx.exec('rollback to savepoint realtime_read_probe')
      }
      try {
        await tx.query(
          `insert into realtime.messages (topic, extension, private, event, payload)
           values ($1, $2, true, 'authorization_probe', '{}'::jsonb)`,
          [topic, extension],
        )
        rights.write = true
      } catch {
        // Denied by RLS or grants: the transaction is rolled back below either way.
      }
      await tx.rollback()
    })
  } catch {
    // A rolled-back probe surfaces as an error from some drivers; the rights are already set.
  }
  return rights
}
