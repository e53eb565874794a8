// The /crawler-protection admin screen and the crawler access gate, behind intent-named methods.
import type { Locator, Page } from '@playwright/test'

export const STAT_CARDS = [
  'Total detections',
  'Blocked requests',
  'Blacklisted IPs',
  'Bot fingerprints',
] as const

export class CrawlerProtectionPage {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  async open(): Promise<void> {
    await this.page.goto('/crawler-protection')
  }

  heading(): Locator {
    return this.page.getByRole('heading', { name: 'Crawler Protection', level: 1 })
  }

  statCard(name: (typeof STAT_CARDS)[number]): Locator {
    return this.page.getByRole('group', { name })
  }

  tab(name: 'Recent activity' | 'IP management' | 'Patterns'): Locator {
    return this.page.getByRole('tab', { name })
  }

  listForm(list: 'Whitelist' | 'Blacklist'): Locator {
    return this.page.getByRole('form', { name: list })
  }

  async addToList(list: 'Whitelist' | 'Blacklist', ip: string, reason = ''): Promise<void> {
    const form = this.listForm(list)
    await form.getByRole('textbox', { name: 'IP address' }).fill(ip)
    await form.getByRole('textbox', { name: 'Reason' }).fill(reason)
    await form.getByRole('button', { name: `Add to ${list.toLowerCase()}` }).click()
  }

  entryRow(ip: string): Locator {
    return this.page
      .getByRole('table', { name: 'IP management' })
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: ip, exact: true }) })
  }

  async removeEntry(ip: string): Promise<void> {
    await this.page.getByRole('button', { name: `Remove ${ip}` }).click()
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text })
  }

  noAccess(): Locator {
    return this.page.getByRole('heading', { name: 'No access' })
  }

  // The access gate's screens.
  challenge(): Locator {
    return this.page.getByText('Please confirm you are a person to continue.')
  }

  denied(): Locator {
    return this.page.getByRole('heading', { name: 'Access Denied' })
  }

  /** Press and hold the challenge button long enough to pass. */
  async passChallenge(): Promise<void> {
    const button = this.page.getByRole('button', { name: 'Press and hold to confirm' })
    await button.hover()
    await this.page.mouse.down()
    await this.page.waitForTimeout(1_500)
    await this.page.mouse.up()
  }
}
