// The /auth screen and the account controls in the header, behind intent-named methods.
import type { Locator, Page } from '@playwright/test'
import { waitForApp } from './app-ready.ts'

export const DEMO_PASSWORD = 'Demo-pass-2026'

export class AuthPage {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/auth${query}`)
    await this.card().waitFor()
    // The tabs switch once the app has the page (a form sent earlier is held and sent then).
    await waitForApp(this.page)
  }

  card(): Locator {
    return this.page.getByRole('heading', { name: 'Welcome' })
  }

  tab(name: 'Sign In' | 'Sign Up'): Locator {
    return this.page.getByRole('tab', { name })
  }

  email(): Locator {
    return this.page.getByRole('textbox', { name: 'Email' })
  }

  /** A field by its whole label; a required field's label ends in its " *" marker. */
  private field(label: string): Locator {
    return this.page.getByLabel(new RegExp(`^${label}( \\*)?$`))
  }

  password(): Locator {
    return this.field('Password')
  }

  confirmPassword(): Locator {
    return this.field('Confirm Password')
  }

  newPassword(): Locator {
    return this.field('New Password')
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text })
  }

  /** Whether sign-up signed in at once (Welcome!) or asks to confirm by email (Account Created!).
   * Read in one step: the toast closes itself, and a second look on a slow machine can miss it. */
  async signUpToast(): Promise<'welcome' | 'confirmEmail'> {
    const text = await this.toast(/Welcome!|Account Created!/)
      .first()
      .innerText({ timeout: 20_000 })
    return text.includes('Account Created!') ? 'confirmEmail' : 'welcome'
  }

  fieldError(text: string): Locator {
    return this.page.locator('.mantine-InputWrapper-error').filter({ hasText: text })
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.tab('Sign In').click()
    await this.email().fill(email)
    await this.password().fill(password)
    await this.page.getByRole('button', { name: 'Sign In', exact: true }).click()
  }

  /** Signs in and waits until the gate has moved the user off /auth. */
  async signInAndLand(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.open()
    await this.signIn(email, password)
    await this.page.waitForURL((url) => url.pathname !== '/auth', { timeout: 15_000 })
  }

  async signUp(email: string, password: string, confirm = password): Promise<void> {
    await this.tab('Sign Up').click()
    await this.email().fill(email)
    await this.password().fill(password)
    await this.confirmPassword().fill(confirm)
    await this.page.getByRole('button', { name: 'Create Account' }).click()
  }

  async forgotPassword(): Promise<void> {
    await this.page.getByRole('button', { name: 'Forgot your password?' }).click()
  }

  async signOut(): Promise<void> {
    // Online, a change made just before (the app's own bookkeeping too) is a moment from the
    // server; signing out with it waiting asks "sign out anyway?" (window.confirm, which
    // Playwright dismisses). A person would see the count in the header: wait for it to go.
    if (await this.page.evaluate(() => navigator.onLine)) {
      await this.page
        .getByRole('status', { name: /^Sync status/ })
        .filter({ hasNotText: /\d/ })
        .waitFor({ state: 'attached', timeout: 15_000 })
        .catch(() => undefined)
    }
    await this.page.getByRole('button', { name: 'Account menu' }).click()
    await this.page.getByRole('menuitem', { name: 'Sign Out' }).click()
  }
}

/** The local backend's dev mailbox (GET /_dev/mail?to=, newest first). */
export async function latestMailLink(
  supabaseUrl: string,
  to: string,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const response = await fetch(`${supabaseUrl}/_dev/mail?to=${encodeURIComponent(to)}`)
    const mails = (await response.json()) as { links?: string[] }[]
    const link = mails.flatMap((m) => m.links ?? []).find((l) => pattern.test(l))
    if (link) return link
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`No mail to ${to} with a link matching ${pattern}`)
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}
