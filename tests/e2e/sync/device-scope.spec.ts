// What a device keeps of the job board (sync/SPEC.md SYNC-SCOPE-1): a craftsman whose profile
// says Ontario and Electrical has Ontario's electrical jobs offline, finds a Yukon plumbing job
// through the server (marked as not on the device), and a saved job stays readable offline.
import { onboardedMember, serviceHeaders } from '../auth/onboarded-member.ts'
import { waitForAppMounted, waitForOfflineReady } from '../pwa/pwa-helpers.ts'
import { expect, test } from '../jobs/jobs-fixtures.ts'

const NOT_SAVED = 'Not saved on this device'
const DAY = 86_400_000

function job(ownerId: string, over: Record<string, unknown>): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    title: 'Service technician',
    description:
      'Service calls, installs and repairs to code for a busy residential and light commercial shop.',
    trade_specialty: 'roofing',
    experience_level: 'experienced',
    location_city: 'Iqaluit',
    location_province: 'Nunavut',
    work_type: 'contract',
    budget_min: 4000,
    budget_max: 6000,
    status: 'open',
    ...over,
  }
}

async function insertJobs(supabaseUrl: string, rows: Record<string, unknown>[]): Promise<void> {
  const response = await fetch(`${supabaseUrl}/rest/v1/jobs`, {
    method: 'POST',
    headers: serviceHeaders,
    body: JSON.stringify(rows),
  })
  if (!response.ok) throw new Error(`insert jobs: ${response.status} ${await response.text()}`)
}

test.describe('the jobs a device keeps', () => {
  test.skip(({ supabaseUrl }) => !supabaseUrl, 'needs the local backend')

  test('[SYNC-SCOPE-1] region offline, the rest through the server, a saved job kept', async ({
    auth,
    page,
    findJobs,
    server,
    supabaseUrl,
  }) => {
    test.setTimeout(180_000)
    const tag = `zs${crypto.randomUUID().slice(0, 6)}`
    const company = await onboardedMember(supabaseUrl, {
      label: 'scope-co',
      fullName: 'Northern Builders',
      role: 'company',
    })
    // 520 newer jobs (closed, so no list shows them) push the two below out of the newest 500
    // a device keeps anywhere: only the region or a save can bring them.
    const old = (days: number) => new Date(Date.now() - days * DAY).toISOString()
    await insertJobs(
      supabaseUrl,
      Array.from({ length: 520 }, () =>
        job(company.id, { status: 'closed', created_at: old(100) }),
      ),
    )
    const ontario = job(company.id, {
      title: `Electrician ${tag} Kanata`,
      trade_specialty: 'electrical',
      location_city: 'Ottawa',
      location_province: 'Ontario',
      created_at: old(300),
    })
    const yukon = job(company.id, {
      title: `Plumber ${tag} Whitehorse`,
      trade_specialty: 'plumbing',
      location_city: 'Whitehorse',
      location_province: 'Yukon',
      created_at: old(300),
    })
    await insertJobs(supabaseUrl, [ontario, yukon])

    const member = await onboardedMember(supabaseUrl, {
      label: 'scope-craftsman',
      fullName: 'Ana Lima',
      role: 'craftsman',
    })
    await server.insert('craftsman_profiles', {
      user_id: member.id,
      trades: '["electrical"]',
      experience_level: 'experienced',
      years_experience: 9,
      hourly_rate: 44,
      service_provinces: '["Ontario"]',
      city: 'Ottawa',
    })

    await auth.signInAndLand(member.email)
    await findJobs.open(`?q=${tag}`)
    // The region's job is on the device; the Yukon one is found through the server, marked.
    await expect(findJobs.results()).toHaveCount(1, { timeout: 60_000 })
    await expect(findJobs.results().first()).toContainText(String(ontario['title']))
    const remote = findJobs.serverResults()
    await expect(remote).toHaveCount(1, { timeout: 20_000 })
    await expect(remote.first()).toContainText(String(yukon['title']))
    await expect(remote.first()).toContainText(NOT_SAVED)

    // Saving it brings it onto the device: it moves into the device's own results.
    await remote
      .first()
      .getByRole('button', { name: `Save ${String(yukon['title'])}` })
      .click()
    await expect(page.getByText('Job saved on this device')).toBeVisible()
    await expect(findJobs.results()).toHaveCount(2, { timeout: 30_000 })
    await expect(remote).toHaveCount(0)
    await waitForOfflineReady(page)

    // Offline, after a reload: both are readable, the saved one on its own page too.
    await page.context().setOffline(true)
    await page.reload()
    await waitForAppMounted(page)
    await expect(findJobs.results()).toHaveCount(2, { timeout: 30_000 })
    await expect(findJobs.offlineNotice()).toBeVisible()
    await page.goto(`/jobs/${String(yukon['id'])}`)
    await expect(page.getByRole('heading', { name: String(yukon['title']), level: 1 })).toBeVisible(
      {
        timeout: 30_000,
      },
    )
    await expect(page.getByText(NOT_SAVED)).toHaveCount(0)
    await expect(
      page.getByRole('button', { name: `Remove ${String(yukon['title'])} from saved jobs` }),
    ).toBeVisible()
    await page.goto('/my-work')
    await expect(
      page
        .getByRole('region', { name: 'Saved jobs' })
        .getByRole('link', { name: String(yukon['title']) }),
    ).toBeVisible({ timeout: 30_000 })
    await page.context().setOffline(false)
  })
})
