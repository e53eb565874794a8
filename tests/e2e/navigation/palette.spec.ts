// Command palette (spec sections 2 and 9) in the production build.
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'
import { waitForAppMounted, waitForOfflineReady } from '../pwa/pwa-helpers.ts'
import { serverEvents } from './server-events.ts'

/** The craftsman's page_visit events for a path, on the server. */
// Other specs visit the same pages as the same demo user, some on the other worker at the same
// time, so only visits made while this page was offline and received after it reconnected count.
async function visitsSentLater(
  supabaseUrl: string,
  path: string,
  offlineAt: number,
  onlineAt: number,
): Promise<number> {
  const visits = await serverEvents(supabaseUrl, DEMO_USERS.craftsman.id, 'page_visit')
  return visits.filter((v) => {
    const occurred = Date.parse(v.occurred_at)
    return (
      v.path === path &&
      occurred >= offlineAt &&
      occurred < onlineAt &&
      Date.parse(v._modified) >= onlineAt
    )
  }).length
}

test.describe('command palette', () => {
  test('a visitor opens it with Ctrl+K in beginner mode and reaches a page by name', async ({
    page,
    palette,
  }) => {
    await page.goto('/')
    await palette.open()
    await expect(palette.search()).toHaveAttribute(
      'placeholder',
      'Search commands and actions... (beginner mode)',
    )
    // Empty search: grouped defaults with chips (All + each category).
    await expect(palette.chip('All')).toHaveAttribute('aria-pressed', 'true')
    await expect(palette.chip('Jobs')).toHaveAttribute('aria-pressed', 'false')
    await palette.searchFor('pricing', 'Pricing')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(palette.search()).toBeHidden()
  })

  test('Ctrl+K pressed while the palette is still downloading opens it once it arrives', async ({
    page,
    palette,
  }) => {
    // The palette's code is its own chunk, fetched after the page's first content: hold it back.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let asked = false
    await page.route(/\/assets\/PaletteLayer-[^/]+\.js$/, async (route) => {
      asked = true
      await held
      await route.continue()
    })
    await page.goto('/')
    await waitForAppMounted(page)
    await expect.poll(() => asked).toBe(true)
    await page.keyboard.press('Control+k')
    await expect(palette.search()).toBeHidden()
    release()
    await expect(palette.search()).toBeVisible()
    await expect(palette.search()).toBeFocused()
  })

  test('a nonsense query shows the empty texts and Escape closes', async ({ page, palette }) => {
    await page.goto('/')
    await palette.open()
    await palette.search().fill('qzxwv')
    await expect(page.getByText('No results found for "qzxwv"')).toBeVisible()
    await expect(page.getByText('Try different keywords or check your spelling.')).toBeVisible()
    await expect(palette.chip('All')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(palette.search()).toBeHidden()
  })
})

test.describe('command palette, signed in', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('shows the saved level, the AI group, and navigates on Enter (tracked)', async ({
    page,
    auth,
    palette,
    supabaseUrl,
  }) => {
    await auth.signInAndLand('craftsman@example.com')
    await palette.open()
    await expect(palette.search()).toHaveAttribute(
      'placeholder',
      'Search commands and actions... (intermediate mode)',
      // The first sign-in on a device waits for the saved preferences to arrive.
      { timeout: 20_000 },
    )
    await expect(page.getByRole('button', { name: 'Generate New Suggestions' })).toBeVisible()
    await expect(page.getByRole('option').first()).toBeVisible()
    await palette.searchFor('learning platform', 'Learning Platform')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/learning-platform$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Platform' })).toBeVisible()
    // Spec section 7: the selection is tracked with resultId, resultTitle, query and type.
    await expect
      .poll(async () => {
        const events = await serverEvents(
          supabaseUrl,
          DEMO_USERS.craftsman.id,
          'command_palette_select',
        )
        return events.map((e) => e.metadata).find((m) => m['resultTitle'] === 'Learning Platform')
      })
      .toMatchObject({
        resultId: 'page:/learning-platform',
        query: 'learning platform',
        type: 'static',
      })
  })

  test('offline, the palette still finds and opens pages; the visits are sent later', async ({
    page,
    context,
    auth,
    palette,
    supabaseUrl,
  }) => {
    // Its last poll alone may wait 30 s; sign-in takes up to 20 s on a busy 2-core machine.
    test.setTimeout(90_000)
    await auth.signInAndLand('craftsman@example.com')
    await waitForOfflineReady(page)
    const offlineAt = Date.now()
    await context.setOffline(true)
    await palette.go('help', 'Help')
    await expect(page).toHaveURL(/\/help$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible()
    await palette.go('messages', 'Messages')
    await expect(page).toHaveURL(/\/chat$/)
    // The visit waited on the device and reaches the server once the network is back.
    const onlineAt = Date.now()
    await context.setOffline(false)
    await expect
      .poll(() => visitsSentLater(supabaseUrl, '/help', offlineAt, onlineAt), { timeout: 30_000 })
      .toBe(1)
  })
})
