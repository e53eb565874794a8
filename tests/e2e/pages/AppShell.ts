// The frame around every page: header, navigation, breadcrumb, bottom bar, not-found.
import type { Locator, Page } from '@playwright/test'
import { waitForApp } from './app-ready.ts'

export class AppShell {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  /** Opens `path` and waits for the app to take a prerendered page over: its menu button is in
   * the HTML before then, and a tap on it does nothing. */
  async open(path: string): Promise<void> {
    await this.page.goto(path)
    await waitForApp(this.page)
  }

  header(): Locator {
    return this.page.getByTestId('app-header')
  }

  wordmark(): Locator {
    return this.page.getByRole('link', { name: 'CraftLink home' })
  }

  desktopNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main navigation' })
  }

  bottomBar(): Locator {
    return this.page.getByRole('navigation', { name: 'Quick navigation' })
  }

  signInButton(): Locator {
    return this.header().getByRole('link', { name: 'Sign In' })
  }

  joinAsCraftsman(): Locator {
    return this.header().getByRole('link', { name: 'Join as Craftsman' })
  }

  pageHeading(): Locator {
    return this.page.getByRole('heading', { level: 1 })
  }

  breadcrumb(): Locator {
    return this.page.getByRole('navigation', { name: 'Breadcrumb' })
  }

  /** The header's sync pill: "Online", "Offline · 2", "Syncing…". */
  syncStatus(): Locator {
    return this.page.getByRole('banner').getByRole('status', { name: /^Sync status:/ })
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text })
  }

  notFoundHeading(): Locator {
    return this.page.getByRole('heading', { name: 'Page not found' })
  }

  /** The header's computed background alpha: 0 transparent, 1 opaque. */
  async headerBackgroundAlpha(): Promise<number> {
    return this.header().evaluate((el) => {
      const color = getComputedStyle(el).backgroundColor
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? []
      return parts.length === 4 ? (parts[3] ?? 0) : parts.length === 3 ? 1 : 0
    })
  }

  async scrollBy(pixels: number): Promise<void> {
    await this.page.mouse.wheel(0, pixels)
    await this.page.waitForFunction((y) => window.scrollY >= y, pixels / 2)
  }
}
