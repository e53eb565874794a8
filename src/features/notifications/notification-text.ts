// A notification's title and message in the language the app shows (issue 38). The server writes
// them in English; for the kinds it raises itself, its data carries the names they are made of
// (supabase/migrations/*_notification_words.sql), so they are written here from the catalogue.
// Notifications written once (the seed's welcome, an achievement) name their text by a `kind` in
// their data. Any other notification, or an older one without those names, shows the server's own
// words.
import * as z from 'zod/mini'
import { roleName } from '@/lib/role-names.ts'

export type Translate = (key: string, values?: Record<string, unknown>) => string

export interface NotificationWords {
  title: string
  message: string
}

/** The replica stores `data` as JSON object text (flat rows); readers want the object. */
export function dataObject(value: unknown): Record<string, unknown> {
  let parsed = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      return {}
    }
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {}
}

const applicationEvent = z.object({
  status: z.enum(['submitted', 'viewed', 'shortlisted', 'accepted', 'rejected', 'withdrawn']),
  job_title: z.string().check(z.minLength(1)),
  applicant_name: z.nullish(z.string().check(z.minLength(1))),
})

const roleDecision = z.object({
  status: z.enum(['approved', 'rejected']),
  role: z.string().check(z.minLength(1)),
})

const messageEvent = z.object({
  kind: z.literal('message'),
  sender_name: z.string().check(z.minLength(1)),
  title: z.nullish(z.string()),
  count: z.int().check(z.positive()),
  preview: z.string(),
})

/** A grouped chat notification (issue 32): the sender or group, how many, the last text. */
function messageWords(data: Record<string, unknown>, t: Translate): NotificationWords | null {
  const event = messageEvent.safeParse(data)
  if (!event.success) return null
  const { sender_name: name, title, count, preview } = event.data
  const k = 'shell:notifications.kinds.message'
  return {
    title:
      count === 1
        ? t(`${k}.one`, { name })
        : title
          ? t(`${k}.manyIn`, { count, title })
          : t(`${k}.manyFrom`, { count, name }),
    message: preview || t(`${k}.attachment`),
  }
}

/** Kinds whose whole text is in the catalogue, with the values it is written from. */
const namedKind = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('welcome') }),
  z.object({ kind: z.literal('profileComplete'), points: z.int().check(z.positive()) }),
])

function words(t: Translate, kind: string, values: Record<string, unknown>): NotificationWords {
  return {
    title: t(`shell:notifications.kinds.${kind}.title`, values),
    message: t(`shell:notifications.kinds.${kind}.message`, values),
  }
}

function applicationWords(type: string, data: Record<string, unknown>, t: Translate) {
  const event = applicationEvent.safeParse(data)
  if (!event.success) return null
  const { status, job_title: job } = event.data
  const name = event.data.applicant_name ?? t('shell:notifications.someone')
  if (type === 'application_received') return words(t, 'received', { name, job })
  if (status === 'submitted') return null
  return words(t, status, { name, job })
}

function roleWords(data: Record<string, unknown>, t: Translate) {
  const decision = roleDecision.safeParse(data)
  if (!decision.success) return null
  const { role, status } = decision.data
  const name = roleName(t, role)
  return words(t, status === 'approved' ? 'roleApproved' : 'roleRejected', { role: name })
}

/** The words to show for a notification of the server's `type` with its `data`. */
export function notificationText(
  type: string,
  data: unknown,
  stored: NotificationWords,
  t: Translate,
): NotificationWords {
  const object = dataObject(data)
  const named = namedKind.safeParse(object)
  const written = named.success
    ? words(t, named.data.kind, 'points' in named.data ? { count: named.data.points } : {})
    : type === 'application_received' || type === 'application_status'
      ? applicationWords(type, object, t)
      : type === 'role_request'
        ? roleWords(object, t)
        : type === 'message'
          ? messageWords(object, t)
          : null
  return written ?? { title: stored.title, message: stored.message }
}
