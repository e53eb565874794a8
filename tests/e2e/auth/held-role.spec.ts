// Onboarding as a craftsman whose Craftsman role an admin suspended: the self-service request
// waits for an admin, so the user hears it was submitted and does not get the role.
import { latestMailLink, uniqueEmail } from '../pages/AuthPage.ts'
import { expect, test } from './auth-fixtures.ts'

test.describe('onboarding with a role on hold', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.describe.configure({ timeout: 90_000 })

  test('the request waits for an admin and the user is told it was submitted', async ({
    auth,
    page,
    server,
    supabaseUrl,
  }) => {
    const email = uniqueEmail('held-craftsman')
    // A name nobody else has, to find the new account's id on the server.
    const letters = email.replace(/\D/g, '').replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')
    const fullName = `Gabriel Held ${letters}`
    await auth.open()
    await auth.signUp(email, 'Strong-pass-2026')
    if ((await auth.signUpToast()) === 'confirmEmail') {
      await page.goto(await latestMailLink(supabaseUrl, email, /type=signup/))
    }
    await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 })
    await page.getByRole('radio', { name: /Craftsman/ }).click()
    const profileStep = page.getByTestId('step-craftsman.profile')
    await profileStep.getByLabel('Full name').fill(fullName)
    await profileStep.getByRole('button', { name: 'Mark as done' }).click()
    await expect(profileStep).toContainText('Completed')
    const [profile] = await server.select(
      'user_profiles',
      `select=user_id&full_name=eq.${encodeURIComponent(fullName)}`,
    )
    const userId = String(profile?.user_id)
    await server.insert('user_roles', { user_id: userId, role: 'craftsman', status: 'suspended' })

    await page
      .getByTestId('step-craftsman.trades')
      .getByRole('button', { name: 'Mark as done' })
      .click()
    await page.getByRole('button', { name: 'Go to my dashboard' }).click()

    await expect(auth.toast('Role Requested')).toContainText(
      'Your request for Craftsman has been submitted',
      { timeout: 15_000 },
    )
    await expect(page).toHaveURL(/\/company-dashboard$/)
    expect(await server.select('role_requests', `select=status&user_id=eq.${userId}`)).toEqual([
      { status: 'pending' },
    ])
    expect(
      await server.select('user_roles', `select=status&user_id=eq.${userId}&role=eq.craftsman`),
    ).toEqual([{ status: 'suspended' }])
  })
})
