// Issue 32: a conversation from a profile, typing and presence through realtime, replies, edits,
// deletion (a tombstone on both sides), mute and archive; and /test-chat's connection check.
import { composer, messages, send } from './chat-page.ts'
import { AuthPage } from '../pages/AuthPage.ts'
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'

test.describe('a conversation', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('typing, presence, reply, edit, delete, mute and archive', async ({
    auth,
    page,
    browser,
  }) => {
    test.setTimeout(150_000)
    const tag = crypto.randomUUID().slice(0, 6)
    await auth.signInAndLand(DEMO_USERS.company.email)
    await page.goto(`/profile/${DEMO_USERS.craftsman.id}`)
    await page.getByRole('button', { name: 'Message', exact: true }).click()
    await expect(page).toHaveURL(/\/chat\?c=/, { timeout: 20_000 })
    await expect(page.getByTestId('conversation-name')).toHaveText('Marc Tremblay', {
      timeout: 20_000,
    })
    const url = new URL(page.url())

    const craftsmanContext = await browser.newContext()
    const craftsman = await craftsmanContext.newPage()
    await new AuthPage(craftsman).signInAndLand(DEMO_USERS.craftsman.email)
    await craftsman.goto(url.pathname + url.search)
    await expect(craftsman.getByTestId('conversation-name')).toHaveText('Priya Sharma', {
      timeout: 20_000,
    })

    // Presence and typing: signals of the moment through the conversation's private channel.
    await expect(craftsman.getByTestId('conversation-status')).toHaveText('Online', {
      timeout: 20_000,
    })
    await composer(page).pressSequentially('Are you free', { delay: 30 })
    await expect(craftsman.getByTestId('conversation-status')).toHaveText(
      'Priya Sharma is typing…',
      { timeout: 10_000 },
    )
    await composer(page).press('Enter')
    await expect(messages(craftsman).filter({ hasText: 'Are you free' })).toBeVisible({
      timeout: 20_000,
    })

    // A message half written stays on the device through a reload, until it is sent.
    await composer(craftsman).fill(`Tuesday works ${tag}`)
    await craftsman.reload()
    await expect(composer(craftsman)).toHaveValue(`Tuesday works ${tag}`, { timeout: 20_000 })
    await composer(craftsman).press('Enter')
    await expect(composer(craftsman)).toHaveValue('')

    // A reply quotes the message it answers.
    const tuesday = messages(page).filter({ hasText: `Tuesday works ${tag}` })
    await expect(tuesday).toBeVisible({ timeout: 20_000 })
    await tuesday.getByRole('button', { name: 'Message actions' }).click()
    await page.getByRole('menuitem', { name: 'Reply' }).click()
    await expect(page.getByText('Replying to Marc Tremblay')).toBeVisible()
    await send(page, `Great, see you then ${tag}`)
    const reply = messages(craftsman).filter({ hasText: `Great, see you then ${tag}` })
    await expect(reply.getByTestId('message-quote')).toContainText(`Tuesday works ${tag}`, {
      timeout: 20_000,
    })

    // Editing shows "edited" on the other side; deleting leaves a tombstone on both.
    const mine = messages(craftsman)
      .filter({ hasText: `Tuesday works ${tag}` })
      .filter({ hasNot: craftsman.getByTestId('message-quote') })
    await mine.getByRole('button', { name: 'Message actions' }).click()
    await craftsman.getByRole('menuitem', { name: 'Edit' }).click()
    await composer(craftsman).fill(`Tuesday 7 a.m. works ${tag}`)
    await composer(craftsman).press('Enter')
    const edited = messages(page)
      .filter({ hasText: `Tuesday 7 a.m. works ${tag}` })
      .filter({ hasNot: page.getByTestId('message-quote') })
    await expect(edited).toContainText('edited', { timeout: 20_000 })
    await send(craftsman, `Wrong chat, sorry ${tag}`)
    const wrong = messages(craftsman).filter({ hasText: `Wrong chat, sorry ${tag}` })
    await expect(wrong).toHaveAttribute('data-state', /sent|delivered|read/, { timeout: 20_000 })
    craftsman.once('dialog', (d) => void d.accept())
    await wrong.getByRole('button', { name: 'Message actions' }).click()
    await craftsman.getByRole('menuitem', { name: 'Delete' }).click()
    await expect(messages(page).filter({ hasText: `Wrong chat, sorry ${tag}` })).toHaveCount(0, {
      timeout: 20_000,
    })
    await expect(
      messages(page).filter({ hasText: 'This message was deleted.' }).last(),
    ).toBeVisible()

    // Mute and archive are the member's own: the conversation moves to Archived.
    await page.getByRole('button', { name: 'Conversation actions' }).click()
    await page.getByRole('menuitem', { name: 'Mute notifications' }).click()
    await expect(page.getByLabel('Muted').first()).toBeVisible()
    await page.getByRole('button', { name: 'Conversation actions' }).click()
    await page.getByRole('menuitem', { name: 'Archive' }).click()
    const rows = page.getByTestId('conversation-row').filter({ hasText: 'Marc Tremblay' })
    // Mantine's segmented control: its radios are covered by their labels.
    await page.locator('label', { hasText: /^Archived$/ }).click()
    await expect(rows.first()).toBeVisible()
    await page.locator('label', { hasText: /^Inbox$/ }).click()
    await page.getByRole('textbox', { name: 'Search conversations' }).fill('no such person')
    await expect(page.getByText('No conversation matches “no such person”')).toBeVisible()
    await craftsmanContext.close()
  })

  test('/test-chat measures each hop of a probe message', async ({ auth, page }) => {
    test.setTimeout(90_000)
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    await page.goto('/test-chat')
    await page.getByRole('button', { name: 'Send a probe' }).click()
    const row = page.getByTestId('probe-result').first()
    await expect(row).toBeVisible({ timeout: 30_000 })
    const cells = await row.getByRole('cell').allInnerTexts()
    // Saved on the device and back through realtime, each as a number of milliseconds.
    expect(cells[1]).toMatch(/^\d+\s?ms$/)
    expect(cells[4]).toMatch(/^\d+\s?ms$/)
  })
})
