// /group-admin (issue 36): an organization's owner sees its members and join requests, approves
// a request (the person holds the role at once, in the member list), gives a member a role and
// removes it with a reason; the demo company sees its crew.
import { expect, test } from '../auth/auth-fixtures.ts'
import { onboardedMember, serviceHeaders } from '../auth/onboarded-member.ts'

async function post(supabaseUrl: string, table: string, rows: object | object[]) {
  const res = await fetch(`${supabaseUrl}/rest/v1/${table}`, {
    method: 'POST',
    headers: serviceHeaders,
    body: JSON.stringify(rows),
  })
  if (!res.ok) throw new Error(`insert into ${table}: ${res.status} ${await res.text()}`)
}

test.describe('group administration', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')
  test.describe.configure({ timeout: 120_000 })

  test('the owner approves a join request and gives and removes a role', async ({
    auth,
    page,
    supabaseUrl,
  }) => {
    const owner = await onboardedMember(supabaseUrl, {
      label: 'org-owner',
      fullName: 'Olivia Owner',
      role: 'company',
    })
    const worker = await onboardedMember(supabaseUrl, {
      label: 'org-worker',
      fullName: 'Wen Worker',
      role: 'craftsman',
    })
    const asker = await onboardedMember(supabaseUrl, {
      label: 'org-asker',
      fullName: 'Rae Requester',
      role: 'craftsman',
    })
    const org = crypto.randomUUID()
    await post(supabaseUrl, 'organizations', {
      id: org,
      name: 'Olivia Framing Co.',
      owner_id: owner.id,
    })
    await post(supabaseUrl, 'user_roles', [
      { user_id: owner.id, role: 'company', status: 'active', organization_id: org },
      { user_id: worker.id, role: 'craftsman', status: 'active', organization_id: org },
      { user_id: asker.id, role: 'apprentice', status: 'pending', organization_id: org },
    ])
    await post(supabaseUrl, 'role_requests', {
      user_id: asker.id,
      requested_role: 'apprentice',
      organization_id: org,
      reason: 'Framing apprentice, two summers on residential crews.',
    })

    await auth.signInAndLand(owner.email)
    await page.goto('/group-admin')
    await expect(page.getByRole('heading', { name: 'Group Admin', level: 1 })).toBeVisible()
    await expect(page.getByText('Olivia Framing Co.')).toBeVisible()
    const members = page.getByTestId('org-member')
    await expect(members).toHaveCount(2)
    await expect(members.first()).toContainText('Olivia Owner')
    await expect(members.first()).toContainText('Owner')

    await page.getByRole('tab', { name: /Join requests/ }).click()
    const request = page.getByTestId('join-request').filter({ hasText: 'Rae Requester' })
    await expect(request).toContainText('Framing apprentice, two summers')
    await request.getByRole('textbox', { name: 'Note to the person (optional)' }).fill('Welcome!')
    await request.getByRole('button', { name: 'Approve' }).click()
    await expect(auth.toast('Request approved')).toContainText(
      'Rae Requester now holds the role Apprentice here.',
    )
    await expect(page.getByText('No one is waiting to join.')).toBeVisible()

    await page.getByRole('tab', { name: 'Members' }).click()
    await expect(members).toHaveCount(3)
    const rae = members.filter({ hasText: 'Rae Requester' })
    await expect(rae.getByTestId('org-member-role')).toHaveText(['Apprentice'])

    const wen = members.filter({ hasText: 'Wen Worker' })
    await wen.getByRole('button', { name: 'Give a role: Wen Worker' }).click()
    const give = page.getByRole('dialog', { name: 'Give a role: Wen Worker' })
    await give.getByRole('combobox', { name: 'Role' }).click()
    await page.getByRole('option', { name: 'Mentor' }).click()
    await give.getByRole('button', { name: 'Give role' }).click()
    await expect(give.getByText('A reason is required')).toBeVisible()
    await give.getByRole('textbox', { name: 'Reason' }).fill('Leads the apprentices on site')
    await give.getByRole('button', { name: 'Give role' }).click()
    await expect(auth.toast('Role given')).toContainText(
      'Wen Worker now holds the role Mentor here.',
    )
    await expect(wen.getByTestId('org-member-role')).toHaveText(['Craftsman', 'Mentor'])

    await wen.getByRole('button', { name: 'Remove Mentor: Wen Worker' }).click()
    const remove = page.getByRole('dialog', { name: 'Remove the role Mentor from Wen Worker?' })
    await remove.getByRole('textbox', { name: 'Reason' }).fill('Moved to another site')
    await remove.getByRole('button', { name: 'Remove role' }).click()
    await expect(auth.toast('Role removed')).toContainText(
      'Wen Worker no longer holds the role Mentor here.',
    )
    await expect(wen.getByTestId('org-member-role')).toHaveText(['Craftsman'])
    await expect(members.first().getByRole('button', { name: /Give a role/ })).toHaveCount(0)
  })

  test('the demo company sees its crew and who asks to join', async ({ auth, page }) => {
    await auth.signInAndLand('company@example.com')
    await page.goto('/group-admin')
    await expect(page.getByText('Maple Ridge Builders Ltd.')).toBeVisible()
    await expect(page.getByTestId('org-member').filter({ hasText: 'Sam Okafor' })).toContainText(
      'Craftsman',
    )
    await page.getByRole('tab', { name: /Join requests/ }).click()
    await expect(page.getByTestId('join-request').filter({ hasText: 'Lee Tran' })).toContainText(
      'Waiting',
    )
  })
})
