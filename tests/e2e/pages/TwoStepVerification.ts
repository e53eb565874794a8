// Two-step verification: the Settings section and the code screen in front of the admin pages.
import type { Locator, Page } from '@playwright/test'

export class TwoStepVerification {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  section(): Locator {
    return this.page.getByRole('region', { name: 'Two-step verification' })
  }

  /** The heading of the code screen an aal1 admin sees instead of an admin page. */
  codeScreen(): Locator {
    return this.page.getByRole('heading', { name: 'Enter your verification code', level: 1 })
  }

  /** The heading shown to an admin who has no factor yet. */
  setUpFirstScreen(): Locator {
    return this.page.getByRole('heading', { name: 'Set up two-step verification first', level: 1 })
  }

  qrCode(): Locator {
    return this.section().getByRole('img', { name: 'QR code for your authenticator app' })
  }

  /** Starts the set-up and answers the key shown to type into an authenticator app. */
  async startSetUp(): Promise<string> {
    await this.section().getByRole('button', { name: 'Set up two-step verification' }).click()
    const secret = await this.section().getByTestId('totp-secret').innerText({ timeout: 15_000 })
    return secret.replace(/\s/g, '')
  }

  /** Removes the authenticator app from an aal2 session (the section asks to confirm). */
  async remove(): Promise<void> {
    await this.section().getByRole('button', { name: 'Remove authenticator app' }).click()
    await this.page
      .getByRole('dialog', { name: 'Remove authenticator app' })
      .getByRole('button', { name: 'Confirm' })
      .click()
  }

  codeField(): Locator {
    return this.page.getByRole('textbox', { name: '6-digit code' })
  }

  async enterCode(code: string, submit: 'Verify and turn on' | 'Verify'): Promise<void> {
    await this.codeField().fill(code)
    await this.page.getByRole('button', { name: submit, exact: true }).click()
  }

  fieldError(text: string | RegExp): Locator {
    return this.page.locator('.mantine-InputWrapper-error').filter({ hasText: text })
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text })
  }
}
