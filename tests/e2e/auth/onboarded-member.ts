// A brand-new account made through the admin API, confirmed and with its role's onboarding
// finished (so the gate lets it through): for specs that must not share a demo account's
// sessions or data with the specs running beside them.
import { uniqueEmail } from '../pages/AuthPage.ts'

const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

export const serviceHeaders = {
  apikey: SERVICE_ROLE_KEY,
  authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  'content-type': 'application/json',
}

/** GET /rest/v1/{path} as the service role. */
export async function serverRows(
  supabaseUrl: string,
  path: string,
): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${supabaseUrl}/rest/v1/${path}`, { headers: serviceHeaders })
  return (await res.json()) as Record<string, unknown>[]
}

export async function onboardedMember(
  supabaseUrl: string,
  opts: { label: string; fullName: string; role: 'company' | 'craftsman'; language?: 'en' | 'fr' },
): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(opts.label)
  const created = await fetch(`${supabaseUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: serviceHeaders,
    body: JSON.stringify({
      email,
      password: 'Demo-pass-2026',
      email_confirm: true,
      user_metadata: {
        full_name: opts.fullName,
        default_role: opts.role,
        ...(opts.language ? { language: opts.language } : {}),
      },
    }),
  })
  const user = (await created.json()) as { id: string }
  const steps = await serverRows(
    supabaseUrl,
    `onboarding_steps?role_type=eq.${opts.role}&select=id`,
  )
  const done = await fetch(`${supabaseUrl}/rest/v1/user_onboarding_progress`, {
    method: 'POST',
    headers: serviceHeaders,
    body: JSON.stringify(
      steps.map((s) => ({
        user_id: user.id,
        step_id: s.id,
        status: 'completed',
        completed_at: new Date().toISOString(),
      })),
    ),
  })
  if (!created.ok || !done.ok)
    throw new Error(`member setup failed: ${created.status} ${done.status}`)
  return { id: user.id, email }
}
