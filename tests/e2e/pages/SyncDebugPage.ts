// Page model of /realtime-debug and the sync state it shows.
import { expect, type Locator, type Page } from '@playwright/test'

export class SyncDebugPage {
  readonly page: Page

  constructor(page: Page) {
    this.page = page
  }

  /** A cold start on a loaded 2-core machine (CI runs two browsers) can take longer than 5 s. */
  async open(): Promise<void> {
    await this.page.goto('/realtime-debug')
    await expect(this.page.getByRole('heading', { name: 'Sync Diagnostics' })).toBeVisible({
      timeout: 30_000,
    })
  }

  /** The page's own indicator (the header carries another one). */
  status(): Locator {
    return this.page.getByRole('main').getByRole('status', { name: /^Sync status:/ })
  }

  collectionRow(name: string): Locator {
    return this.page.locator(`tr[data-collection="${name}"]`)
  }

  outbox(): Locator {
    return this.page.getByRole('region', { name: 'Changes on this device' })
  }

  outboxItem(label: string): Locator {
    return this.outbox().getByRole('listitem', { name: new RegExp(label) })
  }

  async expectRealtimeJoined(collection: string): Promise<void> {
    await expect(this.collectionRow(collection).getByText('joined')).toBeVisible({
      timeout: 20_000,
    })
  }
}
