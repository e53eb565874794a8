// The one fixture file: page models for every spec, and the backend URL when there is one.
import { test as base, expect } from '@playwright/test'
import { AppShell } from './pages/AppShell.ts'
import { CommandPalette } from './pages/CommandPalette.ts'
import { KeyboardUser } from './pages/KeyboardUser.ts'
import { LegalPage } from './pages/LegalPage.ts'

interface Fixtures {
  shell: AppShell
  legal: LegalPage
  palette: CommandPalette
  keyboard: KeyboardUser
  /** The local backend's URL, or '' when the run has none. */
  supabaseUrl: string
}

export const test = base.extend<Fixtures>({
  shell: async ({ page }, use) => use(new AppShell(page)),
  legal: async ({ page }, use) => use(new LegalPage(page)),
  palette: async ({ page }, use) => use(new CommandPalette(page)),
  keyboard: async ({ page }, use) => use(new KeyboardUser(page)),
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring form.
  supabaseUrl: async ({}, use) => use(process.env.E2E_SUPABASE_URL ?? ''),
})

export { expect }
