// Find Jobs on a phone (issue 41): the ten filters fold behind one "Filters" button that counts
// those in use, so the first job shows in the first screen and the search box stays in view. The
// button opens them in a sheet; a choice updates the count and the results at once and stays
// when the sheet closes (Escape, focus back on the button). At 1366x900 the filters show as
// before, with no button.
import { box } from '../geometry.ts'
import { FIRST_SYNC_MS } from '../pages/JobsPages.ts'
import { DEMO_USERS, expect, test } from './jobs-fixtures.ts'

test.describe('Find Jobs filters on a 390x844 phone', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('folded behind a button that counts them; at 1366x900 shown without it', async ({
    auth,
    page,
    findJobs,
  }) => {
    test.setTimeout(120_000)
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await findJobs.open()
    const first = findJobs.results().first()
    await expect(first).toBeVisible({ timeout: FIRST_SYNC_MS })

    // The first job card, whole, in the first screen: not scrolled, above the bottom bar.
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const card = await box(first)
    const bar = await box(page.getByTestId('bottom-bar'))
    expect(card.y + card.height, 'the first card ends above the bottom bar').toBeLessThanOrEqual(
      bar.y,
    )
    await expect(findJobs.search()).toBeInViewport()

    // Folded: no filter on the page, one button saying none is in use.
    const button = findJobs.filtersButton()
    await expect(button).toHaveText('Filters')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(findJobs.filterBox('Trade')).toHaveCount(0)
    const everyJob = (await findJobs.count().textContent()) ?? ''

    await findJobs.openFilters()
    const sheet = findJobs.filterSheet()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(button).toHaveAttribute('aria-controls', (await sheet.getAttribute('id')) ?? '')
    await findJobs.filter('Trade', 'Plumbing')
    await expect(page).toHaveURL(/trade=plumbing/)
    await expect(button).toHaveText('Filters (1)')
    await findJobs.filter('Province or territory', 'Manitoba')
    await expect(page).toHaveURL(/province=Manitoba/)
    await expect(button).toHaveText('Filters (2)')
    // The results follow behind the sheet, and its button says how many there are.
    await expect(findJobs.count()).not.toHaveText(everyJob)
    const matching = Number((await findJobs.count().textContent())?.match(/\d+/)?.[0])
    expect(matching).toBeGreaterThan(0)
    await expect(sheet.getByRole('button', { name: /^Show \d+ jobs?$/ })).toHaveText(
      `Show ${matching} ${matching === 1 ? 'job' : 'jobs'}`,
    )

    // Escape closes it back to the button; the choices stay, and the count shows on the button.
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toHaveText('Filters (2)')
    await expect(findJobs.filterBox('Trade')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible()
    const rows = findJobs.results()
    await expect(rows.first()).toBeVisible()
    const shown = await rows.count()
    for (let i = 0; i < shown; i++) {
      await expect(rows.nth(i)).toContainText('Manitoba')
      await expect(rows.nth(i)).toContainText('Plumbing')
    }

    // Opened again, it shows the choices made; "Clear filters" clears them, "Show N jobs" closes.
    await findJobs.openFilters()
    await expect(findJobs.filterBox('Trade').locator('option:checked')).toHaveText('Plumbing')
    await sheet.getByRole('button', { name: 'Clear filters' }).click()
    await expect(button).toHaveText('Filters')
    await expect(findJobs.count()).toHaveText(everyJob)
    const show = sheet.getByRole('button', { name: /^Show \d+ jobs?$/ })
    await expect(show).toBeFocused()
    await show.click()
    await expect(sheet).toBeHidden()
    await expect(button).toBeFocused()

    // A desktop screen: the filters in the page as before, no button.
    await page.setViewportSize({ width: 1366, height: 900 })
    await findJobs.open('?trade=plumbing')
    await expect(findJobs.filterBox('Trade')).toBeVisible({ timeout: 20_000 })
    await expect(findJobs.filterBox('Trade').locator('option:checked')).toHaveText('Plumbing')
    await expect(findJobs.filterBox('Pay unit')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible()
    await expect(findJobs.filtersButton()).toHaveCount(0)
    await expect(findJobs.filterSheet()).toHaveCount(0)
  })
})
