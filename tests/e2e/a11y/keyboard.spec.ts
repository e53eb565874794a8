// Keyboard only (issue 41): each control that opens something is reached with Tab or Shift+Tab,
// opened with Enter, moved through with Tab, and closed with Escape (or its Close or Cancel
// button), with focus going somewhere useful each time. Signing in uses the page model; every
// step after it uses the keyboard alone.
import { DEMO_USERS, daysAhead, expect, test } from '../jobs/jobs-fixtures.ts'

const GROUPS = ['Jobs', 'Learning', 'Community', 'Journey', 'Business', 'Enterprise']

test.describe('keyboard only, on a 390x844 phone', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.use({ viewport: { width: 390, height: 844 } })

  test('the side menu: a named Close, each of the six groups opens, Escape closes', async ({
    auth,
    page,
    keyboard,
  }) => {
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await keyboard.startAtTop()
    const burger = page.getByRole('button', { name: 'Open menu' })
    await expect(page.getByRole('button', { name: /Account menu$/ })).toBeVisible()
    await keyboard.tabTo(burger, { max: 5 })
    await keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: 'Menu' })
    // Focus starts on the menu's Close button, which has a name (axe: button-name).
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
    // The menu's title row is not a second banner landmark.
    await expect(page.getByRole('banner')).toHaveCount(1)
    for (const group of GROUPS) {
      const button = menu.getByRole('button', { name: group, exact: true })
      await keyboard.tabTo(button, { max: 30 })
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await keyboard.press('Enter')
      await expect(button).toHaveAttribute('aria-expanded', 'true')
    }
    // An opened group's links follow it in tab order.
    await keyboard.tabTo(menu.getByRole('button', { name: 'Jobs', exact: true }), {
      backwards: true,
      max: 60,
    })
    await keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Find Jobs' })).toBeFocused()
    await keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(burger).toBeFocused()

    // And its Close button closes it.
    await keyboard.press('Enter')
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
    await keyboard.press('Enter')
    await expect(menu).toBeHidden()
  })

  test('quick create and quick actions: two names, panel after its button, Escape closes', async ({
    auth,
    page,
    keyboard,
  }) => {
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await keyboard.startAtTop()
    const create = page.getByRole('button', { name: 'Open quick create', exact: true })
    await expect(create).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Open quick actions', exact: true })).toHaveCount(
      1,
    )
    // The floating buttons come last on the page: Shift+Tab from the top reaches them.
    await keyboard.tabTo(create, { backwards: true, max: 40 })
    await keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Close quick create' })).toBeFocused()
    await keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Post', exact: true })).toBeFocused()
    await keyboard.press('Escape')
    await expect(page.getByRole('link', { name: 'Post', exact: true })).toBeHidden()
    await expect(create).toBeFocused()
  })
})

test.describe('keyboard only, at 1366x900', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.use({ viewport: { width: 1366, height: 900 } })

  test('the bell: Enter moves focus into its panel, Escape closes it back to the bell', async ({
    auth,
    page,
    keyboard,
  }) => {
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await keyboard.startAtTop()
    const bell = page.getByRole('button', { name: /^Notifications/ })
    await expect(bell).toBeVisible()
    await keyboard.tabTo(bell, { max: 40 })
    await keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: /^Notifications/ })
    await expect(panel).toBeVisible()
    await keyboard.expectFocusWithin(panel)
    await keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(bell).toBeFocused()
  })

  test('the palette: a modal dialog whose filters, Generate and list Tab reaches', async ({
    auth,
    page,
    keyboard,
    palette,
  }) => {
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await keyboard.startAtTop()
    const bell = page.getByRole('button', { name: /^Notifications/ })
    await expect(bell).toBeVisible()
    await keyboard.tabTo(bell, { max: 40 })
    await palette.open()
    const dialog = palette.dialog()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(palette.search()).toBeFocused()
    // Signed in, the toolbar offers Generate; the filters are there once the defaults are.
    await expect(page.getByRole('button', { name: 'Generate New Suggestions' })).toBeVisible({
      timeout: 20_000,
    })
    const chips = await dialog
      .getByRole('group', { name: 'Categories' })
      .getByRole('button')
      .allInnerTexts()
    expect(chips.length, 'All and at least two categories').toBeGreaterThan(2)

    // Tab visits every filter, Generate and the list, then comes back to the search field:
    // focus never leaves the dialog.
    const stops = await keyboard.tabCycle()
    for (const name of [...chips, 'Generate New Suggestions', 'Results']) {
      expect(
        stops.some((stop) => stop.includes(`"${name}`)),
        `${name} in ${stops.join(', ')}`,
      ).toBe(true)
    }
    await keyboard.press('Shift+Tab')
    await keyboard.expectFocusWithin(dialog)

    // Enter on a filter chooses it (and runs no result).
    const second = palette.chip(chips[1] ?? '')
    await keyboard.tabTo(second, { max: 20 })
    await keyboard.press('Enter')
    await expect(second).toHaveAttribute('aria-pressed', 'true')
    await expect(palette.chip('All')).toHaveAttribute('aria-pressed', 'false')
    await expect(dialog).toBeVisible()

    await keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(bell).toBeFocused()
  })

  test('a new page takes focus on its heading, from the palette and from a link', async ({
    page,
    keyboard,
    palette,
  }) => {
    await page.goto('/')
    await palette.open()
    await page.keyboard.type('pricing')
    await palette.activeOption().filter({ hasText: 'Pricing' }).waitFor()
    await keyboard.press('Enter')
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    // The breadcrumb's Home link sits just before the page.
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await keyboard.tabTo(breadcrumb.getByRole('link', { name: 'Home', exact: true }), {
      backwards: true,
      max: 2,
    })
    await keyboard.press('Enter')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  })

  test('the apply form: Enter opens it on its first field, Cancel returns to Apply, sending moves to the application', async ({
    auth,
    page,
    keyboard,
    jobPage,
    serverJob,
  }) => {
    // A fresh device: its first sync (thousands of jobs) runs while the form is typed into, key by
    // key; on a loaded 2-core machine the whole flow took 60 s (run 53, issue 39).
    test.setTimeout(100_000)
    const job = await serverJob()
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await jobPage.open(job.id, job.title)
    const apply = page.getByRole('button', { name: 'Apply', exact: true })
    await keyboard.tabTo(apply, { max: 120 })
    await keyboard.press('Enter')
    const form = page.getByRole('form', { name: 'Apply for this job' })
    await expect(form.getByLabel('Cover letter')).toBeFocused()
    await keyboard.tabTo(form.getByRole('button', { name: 'Cancel' }), { max: 20 })
    await keyboard.press('Enter')
    await expect(form).toBeHidden()
    await expect(apply).toBeFocused()

    // Filled in and sent from the keyboard, the form gives way to the application's card.
    await keyboard.press('Enter')
    await page.keyboard.type('Red Seal 309A; I have done forty service upgrades with ESA sign-off.')
    await keyboard.press('Tab')
    await page.keyboard.type('58')
    await keyboard.press('Tab')
    await page.keyboard.type('Residential service upgrades')
    await keyboard.press('Tab')
    // A date field takes its digits month, day, year (en-US).
    const [year, month, day] = daysAhead(6).split('-')
    await page.keyboard.type(`${month}${day}${year}`)
    await keyboard.tabTo(form.getByRole('button', { name: 'Submit application' }), { max: 10 })
    await keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Your application' })).toBeFocused()
  })

  test('quick actions: the panel follows its button, Escape closes it', async ({
    auth,
    page,
    keyboard,
    palette,
  }) => {
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await keyboard.startAtTop()
    const open = page.getByRole('button', { name: 'Open quick actions', exact: true })
    await expect(open).toBeVisible()
    await keyboard.tabTo(open, { backwards: true, max: 40 })
    await keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Close quick actions' })).toBeFocused()
    await keyboard.press('Tab')
    await expect(palette.quickActions().first()).toBeFocused()
    await keyboard.press('Escape')
    await expect(palette.quickActions()).toHaveCount(0)
    await expect(open).toBeFocused()
  })

  test('the account button is named by the initials it shows; Escape closes its menu', async ({
    auth,
    page,
    keyboard,
  }) => {
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await keyboard.startAtTop()
    const account = page.getByRole('button', { name: /Account menu$/ })
    await expect(account).toBeVisible()
    const initials = (await account.innerText()).trim()
    expect(initials).toMatch(/^[A-Z]{1,2}$/)
    await expect(account).toHaveAccessibleName(`${initials}, Account menu`)
    await keyboard.tabTo(account, { max: 40 })
    await keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible()
    await keyboard.press('Escape')
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeHidden()
    await expect(account).toBeFocused()
  })
})
