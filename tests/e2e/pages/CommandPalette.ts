// The command palette, quick actions and guided tooltips (spec sections 2 and 4).
import { expect, type Locator, type Page } from '@playwright/test'

export class CommandPalette {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  /** Presses Ctrl+K until the palette opens: a press before the shell has mounted is lost. */
  async open(): Promise<void> {
    await expect(async () => {
      if (!(await this.search().isVisible())) await this.page.keyboard.press('Control+k')
      await expect(this.search()).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
  }

  search(): Locator {
    return this.page.getByPlaceholder(/^Search commands and actions\.\.\./)
  }

  option(name: string | RegExp): Locator {
    return this.page.getByRole('option').filter({ hasText: name })
  }

  activeOption(): Locator {
    return this.page.locator('[role="option"][aria-selected="true"]')
  }

  /** Types a query and waits until the debounced results lead with `expected`. */
  async searchFor(query: string, expected?: string | RegExp): Promise<void> {
    await this.search().fill(query)
    if (expected) await this.activeOption().filter({ hasText: expected }).waitFor()
  }

  async go(query: string, expected: string | RegExp): Promise<void> {
    await this.open()
    await this.searchFor(query, expected)
    await this.page.keyboard.press('Enter')
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Command palette' })
  }

  /** A category filter: a toggle button, pressed while chosen. */
  chip(name: string): Locator {
    return this.dialog()
      .getByRole('group', { name: 'Categories' })
      .getByRole('button', { name, exact: true })
  }

  quickActionsButton(): Locator {
    return this.page.getByRole('button', { name: /^(Open|Close) quick actions$/ })
  }

  quickActions(): Locator {
    return this.page.getByRole('region', { name: 'Quick actions' }).getByTestId('quick-action')
  }

  tooltip(id: string): Locator {
    return this.page.locator(`[data-tooltip-id="${id}"]`)
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text })
  }

  /** Records every toast shown from now on: on a busy machine a toast can come and go (4 s)
   * while a click and a URL check are still being answered. */
  async recordToasts(): Promise<void> {
    await this.page.evaluate(() => {
      const seen: string[] = []
      Object.assign(window, { __seenToasts: seen })
      new MutationObserver((records) => {
        for (const r of records)
          for (const node of r.addedNodes) {
            if (!(node instanceof HTMLElement)) continue
            const roots = node.matches('.mantine-Notification-root')
              ? [node]
              : [...node.querySelectorAll<HTMLElement>('.mantine-Notification-root')]
            for (const root of roots) {
              const part = (name: string) =>
                root.querySelector(`.mantine-Notification-${name}`)?.textContent ?? ''
              seen.push(`${part('title')}: ${part('description')}`)
            }
          }
      }).observe(document.body, { childList: true, subtree: true })
    })
  }

  /** The texts of the toasts shown since recordToasts(). */
  seenToasts(): Promise<string[]> {
    return this.page.evaluate(
      () => (window as unknown as { __seenToasts?: string[] }).__seenToasts ?? [],
    )
  }
}
