// Someone who uses only the keyboard: Tab and Shift+Tab to move, Enter to press, Escape to close.
import { expect, type Locator, type Page } from '@playwright/test'
import { waitForApp } from './app-ready.ts'

export class KeyboardUser {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }

  /** Loads the current page again, so the first Tab starts from the top of the document (as
   * after typing its address) rather than from wherever the last click or navigation left it. */
  async startAtTop(): Promise<void> {
    await this.page.reload()
    await this.page.getByRole('heading', { level: 1 }).first().waitFor()
    await waitForApp(this.page)
  }

  /** Presses Tab (Shift+Tab when `backwards`) until `target` has focus; fails after `max`. */
  async tabTo(target: Locator, { backwards = false, max = 80 } = {}): Promise<number> {
    const key = backwards ? 'Shift+Tab' : 'Tab'
    for (let presses = 1; presses <= max; presses++) {
      await this.page.keyboard.press(key)
      if (await this.hasFocus(target)) return presses
    }
    throw new Error(
      `${key} x${max} never reached ${target.toString()}; ended on ${await this.focused()}`,
    )
  }

  async press(key: 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape'): Promise<void> {
    await this.page.keyboard.press(key)
  }

  /** Waits until focus is on `element` or inside it. */
  async expectFocusWithin(element: Locator): Promise<void> {
    await expect
      .poll(() => element.evaluate((el) => el.contains(document.activeElement)), {
        message: `focus inside ${element.toString()}`,
      })
      .toBe(true)
  }

  /** The focused element, described for failure messages and for walks through a dialog. */
  focused(): Promise<string> {
    return this.page.evaluate(() => {
      const el = document.activeElement
      if (!el || el === document.body) return '<body>'
      const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText
      return `${el.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`
    })
  }

  /** The names of the elements Tab visits, starting after the focused one, until it comes back
   * to where it started (or `max` presses). */
  async tabCycle(max = 40): Promise<string[]> {
    const start = await this.page.evaluateHandle(() => document.activeElement)
    const names: string[] = []
    for (let i = 0; i < max; i++) {
      await this.press('Tab')
      if (await this.page.evaluate((el) => el === document.activeElement, start)) return names
      names.push(await this.focused())
    }
    return names
  }

  private hasFocus(target: Locator): Promise<boolean> {
    return target
      .first()
      .evaluate((el) => el === document.activeElement)
      .catch(() => false)
  }
}
