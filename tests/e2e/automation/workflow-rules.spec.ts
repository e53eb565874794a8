// /workflow-automation (issue 36): a company starts from the "Urgent applicants" example, tries
// it (dry run), fixes what the form refuses, saves it; an urgent application arrives and the rule
// runs on the server: its run log says what it did, and the company pauses it.
import { DEMO_USERS, expect, test } from '../auth/auth-fixtures.ts'
import { onboardedMember } from '../auth/onboarded-member.ts'

test.describe('workflow automation', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.describe.configure({ timeout: 120_000 })

  test('an example rule is tried, saved, runs on an urgent application and is paused', async ({
    auth,
    page,
    server,
    supabaseUrl,
  }) => {
    const company = await onboardedMember(supabaseUrl, {
      label: 'rules-co',
      fullName: 'Rule Builders',
      role: 'company',
    })
    await auth.signInAndLand(company.email)
    await page.goto('/workflow-automation')
    await expect(page.getByRole('heading', { name: 'Workflow Automation', level: 1 })).toBeVisible()
    await expect(
      page.getByText('No rules yet. Start from an example or write your own.'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Use this example: Urgent applicants' }).click()

    const editor = page.getByRole('dialog', { name: 'New rule' })
    await expect(editor.getByRole('textbox', { name: 'Rule name' })).toHaveValue(
      'Urgent applicants',
    )
    await editor.getByRole('textbox', { name: 'Rule name' }).fill('')
    await editor.getByRole('button', { name: 'Save rule' }).click()
    await expect(editor.getByText('Give the rule a name of 1 to 80 characters')).toBeVisible()
    await editor.getByRole('textbox', { name: 'Rule name' }).fill('Urgent applicants')
    await editor.getByRole('button', { name: 'Dry run' }).click()
    await expect(
      editor.getByText('You have no recent events of this kind to try the rule on.'),
    ).toBeVisible()
    await editor.getByRole('button', { name: 'Save rule' }).click()
    await expect(auth.toast('Rule saved')).toBeVisible()

    const card = page.getByTestId('automation-rule').filter({ hasText: 'Urgent applicants' })
    await expect(card).toContainText(
      'An application arrives for one of my jobs and Job urgency is Urgent',
    )
    await expect(card).toContainText('Not run yet')

    const jobId = crypto.randomUUID()
    await server.insert('jobs', {
      id: jobId,
      owner_id: company.id,
      title: 'Emergency service call electrician',
      description:
        'Restore power after a panel failure at a Brampton plaza; permit and ESA notification handled.',
      trade_specialty: 'electrical',
      experience_level: 'experienced',
      location_city: 'Brampton',
      location_province: 'Ontario',
      work_type: 'contract',
      urgency: 'urgent',
      pay_unit: 'hourly',
      budget_min: 45,
      budget_max: 55,
    })
    await server.insert('job_applications', {
      job_id: jobId,
      applicant_id: DEMO_USERS.craftsman.id,
      job_owner_id: company.id,
      cover_letter:
        'Licensed 309A electrician, available tonight with a service truck and a generator on hand.',
      proposed_rate: 50,
      relevant_experience: 'Twelve years of commercial service work.',
      availability_start: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    })

    await page.reload()
    await expect(card).toContainText('1 run')
    await card.getByRole('button', { name: 'Run log' }).click()
    const log = page.getByRole('dialog', { name: 'Run log: Urgent applicants' })
    await expect(log.getByTestId('run-log')).toContainText('Marc Tremblay')
    await expect(log.getByTestId('run-log')).toContainText('Done')
    await expect(log.getByTestId('run-log')).toContainText('Notified 1 person · Notified 1 person')
    await page.keyboard.press('Escape')

    const onOff = card.getByRole('switch', { name: 'Pause “Urgent applicants”' })
    await expect(onOff).toBeChecked()
    // By keyboard: the switch's track covers its input for a pointer.
    await onOff.focus()
    await page.keyboard.press('Space')
    await expect(auth.toast('Rule paused')).toBeVisible()
    await expect(
      card.getByRole('switch', { name: 'Turn on “Urgent applicants”' }),
    ).not.toBeChecked()
  })
})
