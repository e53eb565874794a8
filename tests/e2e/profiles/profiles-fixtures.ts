// Page models of /craftsman-register, /profile and /settings for the profiles specs.
import { expect, type Locator, type Page } from '@playwright/test'
import { test as base } from '../auth/auth-fixtures.ts'

export class RegisterPage {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  async openCraftsman(): Promise<void> {
    await this.page.goto('/craftsman-register')
    await expect(
      this.page.getByRole('heading', { name: 'Join as Craftsman', level: 1 }),
    ).toBeVisible({ timeout: 20_000 })
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: false }).first()
  }

  /** A field's message, read the way assistive technology does (aria-describedby). */
  async expectMessage(field: Locator, message: string): Promise<void> {
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)))
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Save changes|Register as Craftsman)$/ }).click()
  }
}

export class ProfileScreen {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  name(): Locator {
    return this.page.getByTestId('profile-name')
  }

  bio(): Locator {
    return this.page.getByTestId('profile-bio')
  }

  syncBadge(): Locator {
    return this.page.locator('[data-sync-state]').first()
  }
}

export class SettingsScreen {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  async open(): Promise<void> {
    await this.page.goto('/settings')
    await expect(this.page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({
      timeout: 20_000,
    })
  }

  /** Resolves once the saved preferences are on this device (not the defaults shown before). */
  async waitForStoredPreferences(): Promise<void> {
    await expect(this.page.locator('[data-preferences-stored="true"]')).toBeVisible({
      timeout: 20_000,
    })
  }

  advancedSwitch(): Locator {
    return this.page.getByRole('switch', { name: /Show advanced features/ })
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export class PortfolioScreen {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  section(): Locator {
    return this.page.getByRole('region', { name: 'My portfolio' })
  }

  /** /portfolio with its list on screen. */
  async open(): Promise<Locator> {
    await this.page.goto('/portfolio')
    const section = this.section()
    await expect(section.getByRole('button', { name: 'Add portfolio item' })).toBeVisible({
      timeout: 20_000,
    })
    return section
  }

  /** Opens the new item's form and gives it a title. */
  async startItem(title: string): Promise<Locator> {
    await this.section().getByRole('button', { name: 'Add portfolio item' }).click()
    const dialog = this.page.getByRole('dialog', { name: 'My portfolio' })
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title)
    return dialog
  }
}

export const test = base.extend<{
  portfolio: PortfolioScreen
  register: RegisterPage
  profile: ProfileScreen
  settings: SettingsScreen
}>({
  portfolio: async ({ page }, use) => use(new PortfolioScreen(page)),
  register: async ({ page }, use) => use(new RegisterPage(page)),
  profile: async ({ page }, use) => use(new ProfileScreen(page)),
  settings: async ({ page }, use) => use(new SettingsScreen(page)),
})

export { expect }
export { DEMO_USERS } from '../auth/auth-fixtures.ts'
