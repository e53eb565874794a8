// The accessibility check every a11y spec runs: axe-core over the whole document with the WCAG 2
// A and AA rules (2.0, 2.1 and 2.2), failing with a readable list of what broke and where.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import type { Result } from 'axe-core'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** One line per failing node: rule, impact, selector and axe's own summary of the fix. */
export function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact ?? 'n/a'}) ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`,
    ),
  )
}

/** Waits until CSS transitions and animations have finished: a half-faded overlay or menu
 * gives axe colours that no one sees once it has settled. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
}

/** Scans the page as it is now and expects no WCAG A/AA violation. `where` names the state. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  await settle(page)
  // Legacy mode runs axe inside the page itself; the default opens a blank page per scan to
  // merge frame results, which costs a second or more here and buys nothing: the app has no
  // frames.
  const scan = () => new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze()
  let results = await scan()
  // A toast that starts to fade in or out while axe reads colours (an auto-close timer can fire
  // mid-scan) is a frame no one sees; a real violation is still there once the page has settled.
  if (results.violations.length > 0) {
    await settle(page)
    results = await scan()
  }
  // A scan that checked nothing (a blank or half-torn-down page) must not pass as clean.
  expect.soft(results.passes.length, `axe checked nothing on ${where}`).toBeGreaterThan(0)
  expect.soft(describeViolations(results.violations), `axe violations on ${where}`).toEqual([])
}
