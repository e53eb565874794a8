// The auth specs' additions to the shared fixtures: the /auth page model and a server-side
// helper that writes with the service role (what a backend job or another user would do).
import { test as base, expect } from '../fixtures.ts'
import { AuthPage } from '../pages/AuthPage.ts'

const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

export interface ServerSide {
  insert(table: string, row: Record<string, unknown>): Promise<void>
  /** GET /rest/v1/{table}?{query} as the service role. */
  select(table: string, query: string): Promise<Record<string, unknown>[]>
}

const serviceHeaders = {
  apikey: SERVICE_ROLE_KEY,
  authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  'content-type': 'application/json',
}

export const test = base.extend<{ auth: AuthPage; server: ServerSide }>({
  auth: async ({ page }, use) => use(new AuthPage(page)),
  server: async ({ supabaseUrl }, use) => {
    await use({
      async insert(table, row) {
        const response = await fetch(`${supabaseUrl}/rest/v1/${table}`, {
          method: 'POST',
          headers: serviceHeaders,
          body: JSON.stringify(row),
        })
        if (!response.ok)
          throw new Error(`insert into ${table}: ${response.status} ${await response.text()}`)
      },
      async select(table, query) {
        const response = await fetch(`${supabaseUrl}/rest/v1/${table}?${query}`, {
          headers: serviceHeaders,
        })
        if (!response.ok)
          throw new Error(`select ${table}: ${response.status} ${await response.text()}`)
        return (await response.json()) as Record<string, unknown>[]
      },
    })
  },
})

export { expect }

export const DEMO_USERS = {
  craftsman: { email: 'craftsman@example.com', id: '11111111-1111-4111-8111-111111111111' },
  company: { email: 'company@example.com', id: '22222222-2222-4222-8222-222222222222' },
  admin: { email: 'admin@example.com', id: '33333333-3333-4333-8333-333333333333' },
  apprentice: { email: 'apprentice@example.com', id: '44444444-4444-4444-8444-444444444444' },
  mentor: { email: 'mentor@example.com', id: '55555555-5555-4555-8555-555555555555' },
} as const
