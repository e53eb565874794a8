// French (Canada), issue 38: a French browser gets the product in French from the first page;
// a member's saved language wins on every device and follows a change made on another.
import type { Page } from '@playwright/test'
import { frCA } from '../../../src/i18n/fr-CA/index.ts'
import { AuthPage } from '../pages/AuthPage.ts'
import { waitForApp } from '../pages/app-ready.ts'
import { onboardedMember } from '../auth/onboarded-member.ts'
import { expect, test } from '../fixtures.ts'

const fr = frCA
const html = (page: Page) => page.locator('html')

test.describe('a visitor whose browser speaks French', () => {
  test.use({ locale: 'fr-CA' })

  test('reads the home page, sign-in and sign-up in French, with the spec messages translated', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(html(page)).toHaveAttribute('lang', 'fr-CA')
    await expect(page.getByRole('heading', { name: fr.home.heroTitle })).toBeVisible()

    // Installing from here names the app's shortcuts in French.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.fr-CA.webmanifest',
    )
    const manifest = (await (await page.request.get('/manifest.fr-CA.webmanifest')).json()) as {
      lang: string
      shortcuts: Array<{ name: string }>
    }
    expect(manifest.lang).toBe('fr-CA')
    expect(manifest.shortcuts.map((s) => s.name)).toContain(fr.pages.jobs.title)

    await page.goto('/auth')
    await expect(page.getByRole('heading', { name: fr.auth.title })).toBeVisible()
    await expect(page).toHaveTitle(`${fr.pages.auth.title} · CraftLink`)
    await waitForApp(page)
    await expect(page.getByRole('tab', { name: fr.auth.tabs.signIn })).toBeVisible()
    await page.getByRole('tab', { name: fr.auth.tabs.signUp }).click()
    await page.getByRole('textbox', { name: fr.auth.fields.email }).fill('pas-un-courriel')
    await page.getByLabel(new RegExp(`^${fr.auth.fields.password}( \\*)?$`)).fill('faible')
    await page.getByLabel(new RegExp(`^${fr.auth.fields.confirmPassword}( \\*)?$`)).fill('autre')
    await page.getByRole('button', { name: fr.auth.actions.createAccount }).click()
    const error = (text: string) =>
      page.locator('.mantine-InputWrapper-error').filter({ hasText: text })
    await expect(error(fr.validation.emailInvalid)).toBeVisible()
    await expect(error(fr.validation.passwordTooShort)).toBeVisible()
    await expect(error(fr.validation.passwordsDoNotMatch)).toBeVisible()
  })

  test('switches to English from the header, and the next visit starts in English', async ({
    page,
  }) => {
    await page.goto('/pricing')
    await expect(html(page)).toHaveAttribute('lang', 'fr-CA')
    await waitForApp(page)
    await page.getByTestId('language-switch').click()
    await expect(html(page)).toHaveAttribute('lang', 'en')
    await expect(page.getByTestId('language-switch')).toHaveText('FR')
    await page.reload()
    await expect(html(page)).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle('Pricing Plans · CraftLink')
  })
})

test.describe('a member who chose French', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  // Two devices through the real backend and sync worker: slow on a loaded 2-core machine.
  test.describe.configure({ timeout: 120_000 })

  test('every device follows the saved language, in French formats, and a switch to English in settings reaches the other', async ({
    browser,
    supabaseUrl,
  }) => {
    // Signed up from a French browser: the account's preferences start in French.
    const member = await onboardedMember(supabaseUrl, {
      label: 'fr-member',
      fullName: 'Julie Tremblay',
      role: 'craftsman',
      language: 'fr',
    })
    // Both devices' browsers speak English: the saved language decides once signed in.
    const devices = await Promise.all([
      browser.newContext({ locale: 'en-CA' }),
      browser.newContext({ locale: 'en-CA' }),
    ])
    const [one, two] = await Promise.all(devices.map((d) => d.newPage()))
    for (const page of [one!, two!]) {
      await new AuthPage(page).signInAndLand(member.email)
      await expect(html(page)).toHaveAttribute('lang', 'fr-CA', { timeout: 30_000 })
    }
    const a = one!
    const b = two!

    // Money in Canadian French: the amount, a no-break space, then the dollar sign.
    await a.goto('/jobs')
    // The page loads beside the new account's first sync on both devices.
    await expect(a.getByRole('heading', { name: fr.pages.jobs.title })).toBeVisible({
      timeout: 30_000,
    })
    await expect(a.getByText(/\d[\u00a0\u202f]\$/).first()).toBeVisible({ timeout: 30_000 })
    // Dates as Quebec writes them: "Publiée le 3 nov. 2026".
    await expect(
      a
        .getByText(
          /Publiée le \d{1,2}\s(janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\.?\s\d{4}/,
        )
        .first(),
    ).toBeVisible()

    await a.goto('/settings')
    await a.getByRole('combobox', { name: fr.settings.language.label }).click()
    await a.getByRole('option', { name: 'English' }).click()
    await expect(html(a)).toHaveAttribute('lang', 'en')
    await expect(a.getByRole('combobox', { name: 'Language of the app' })).toHaveValue('English')

    // The other device follows through sync, without a reload.
    await expect(html(b)).toHaveAttribute('lang', 'en', { timeout: 30_000 })
    await Promise.all(devices.map((d) => d.close()))
  })
})
