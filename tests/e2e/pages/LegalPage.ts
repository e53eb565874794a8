// The public content pages (privacy, terms, help, contact, pricing).
import type { Locator, Page } from '@playwright/test'

export class LegalPage {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  title(): Locator {
    return this.page.getByRole('heading', { level: 1 })
  }

  section(name: string): Locator {
    return this.page.getByRole('heading', { level: 2, name })
  }
}
