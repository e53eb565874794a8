// Issue 32's acceptance: a company and a craftsman chat from an application; the craftsman goes
// offline, writes three messages and a photo, reloads (still offline) and sees them queued in
// order; back online they arrive in order on the company's screen exactly once; read receipts
// and the unread badges follow on both sides.
import { composer, messages, send } from './chat-page.ts'
import { AuthPage } from '../pages/AuthPage.ts'
import { JobManagementPage } from '../pages/JobsPages.ts'
import { cameraJpeg } from '../files/camera-photo.ts'
import { waitForAppMounted, waitForOfflineReady } from '../pwa/pwa-helpers.ts'
import { DEMO_USERS, daysAhead, expect, test } from '../jobs/jobs-fixtures.ts'

test.describe('chat', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('from an application, offline messages arrive in order exactly once, receipts and badges follow', async ({
    auth,
    page,
    browser,
    server,
    serverJob,
  }) => {
    test.setTimeout(180_000)
    const tag = crypto.randomUUID().slice(0, 6)
    const job = await serverJob()
    await server.insert('job_applications', {
      job_id: job.id,
      applicant_id: DEMO_USERS.craftsman.id,
      job_owner_id: DEMO_USERS.company.id,
      cover_letter:
        'Red Seal 309A since 2015; I have done over forty service upgrades in Laval with ESA sign-off.',
      proposed_rate: 62.5,
      relevant_experience: 'Residential service upgrades, panel swaps, permits',
      availability_start: daysAhead(5),
    })

    // The company opens the conversation from the application and asks a question.
    const companyContext = await browser.newContext()
    const company = await companyContext.newPage()
    await new AuthPage(company).signInAndLand(DEMO_USERS.company.email)
    const management = new JobManagementPage(company)
    await management.open()
    await expect(management.job(job.title)).toBeVisible({ timeout: 30_000 })
    await management.showApplicants(job.title)
    await management
      .applicant(job.title, 'Marc Tremblay')
      .getByRole('button', { name: 'Message applicant' })
      .click()
    await expect(company).toHaveURL(/\/chat\?c=/, { timeout: 20_000 })
    await expect(company.getByTestId('conversation-name')).toHaveText('Marc Tremblay', {
      timeout: 20_000,
    })
    await expect(company.getByRole('link', { name: `About: ${job.title}` })).toBeVisible()
    await send(company, `When can you start? ${tag}`)
    const question = messages(company).filter({ hasText: `When can you start? ${tag}` })
    await expect(question).toHaveAttribute('data-state', 'sent', { timeout: 20_000 })
    const conversationUrl = company.url()

    // The craftsman sees the unread badge, opens the conversation, and the company sees "Read".
    await auth.signInAndLand(DEMO_USERS.craftsman.email)
    const badge = page.getByTestId('header-messages')
    await expect(badge).toHaveAccessibleName(/Messages, [1-9]\d* unread/, { timeout: 30_000 })
    await expect(page).toHaveTitle(/^\(\d+\) /)
    await page.goto(new URL(conversationUrl).pathname + new URL(conversationUrl).search)
    await expect(messages(page).filter({ hasText: `When can you start? ${tag}` })).toBeVisible({
      timeout: 20_000,
    })
    await expect(question).toHaveAttribute('data-state', 'read', { timeout: 20_000 })

    // The company leaves the chat; its badge will count what arrives.
    await company.goto('/jobs')

    // Offline: three messages and a photo, queued in order, also after a reload.
    await waitForOfflineReady(page)
    const photo = await cameraJpeg(page, 120)
    await page.context().setOffline(true)
    const texts = [1, 2, 3].map((n) => `Offline note ${n} ${tag}`)
    for (const text of texts) await send(page, text)
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'panel.jpg', mimeType: 'image/jpeg', buffer: photo })
    await expect(page.getByText('panel.jpg')).toBeVisible({ timeout: 20_000 })
    await composer(page).press('Enter')
    const mine = messages(page)
      .filter({ hasText: tag })
      .filter({ hasNot: page.getByText('When') })
    await expect(mine).toHaveCount(3)
    await expect(messages(page).last().getByRole('img', { name: 'panel.jpg' })).toBeVisible()
    await expect(page.locator('[data-state="local"]')).toHaveCount(4)

    await page.reload()
    await waitForAppMounted(page)
    await expect(page.locator('[data-state="local"]')).toHaveCount(4, { timeout: 20_000 })
    const queued = await messages(page).allInnerTexts()
    const order = texts.map((t) => queued.findIndex((q) => q.includes(t)))
    expect(order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1]!))).toBe(true)

    // Back online: everything is sent, and the company's badge counts it.
    await page.context().setOffline(false)
    await expect(page.locator('[data-state="local"], [data-state="sending"]')).toHaveCount(0, {
      timeout: 60_000,
    })
    const companyBadge = company.getByTestId('header-messages')
    await expect(companyBadge).toHaveAccessibleName('Messages, 4 unread', { timeout: 30_000 })

    // The company's screen: the three texts in order, each once, then the photo.
    await company.goto(new URL(conversationUrl).pathname + new URL(conversationUrl).search)
    for (const text of texts)
      await expect(messages(company).filter({ hasText: text })).toHaveCount(1, {
        timeout: 20_000,
      })
    const shown = await messages(company).allInnerTexts()
    const seen = texts.map((t) => shown.findIndex((s) => s.includes(t)))
    expect(seen.every((i, k) => i >= 0 && (k === 0 || i > seen[k - 1]!))).toBe(true)
    await expect(messages(company).last().getByRole('img', { name: 'panel.jpg' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(companyBadge).toHaveAccessibleName('Messages', { timeout: 20_000 })

    // And the craftsman sees them read.
    await expect(page.locator('[data-state="read"]')).toHaveCount(4, { timeout: 30_000 })
    await companyContext.close()
  })
})
