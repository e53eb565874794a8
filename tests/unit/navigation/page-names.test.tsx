// A job's page and a member's page are named for what they show (issue 41): the breadcrumb's last
// crumb and the document title carry the job's title or the person's name, never the raw id.
import { render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { MantineProvider } from '@mantine/core'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../factories/database.ts'
import { jobDoc } from '../../factories/job-doc.ts'
import { createAppRouter } from '../../../src/app/router.ts'
import { provideDatabase } from '../../../src/data/repositories.ts'
import { repositoriesFor } from '../../../src/data/repositories.ts'
import { replicatedNames, sharedTables, type AppDatabase } from '../../../src/db/index.ts'
import {
  applyAuthSession,
  authStore,
  setOnboardingStatus,
} from '../../../src/features/auth/index.ts'
import { i18n } from '../../../src/i18n/index.ts'

const user = {
  id: '00000000-0000-4000-8000-0000000000f1',
  email: 'sam@example.com',
  created_at: '2026-01-01T00:00:00Z',
  user_metadata: { full_name: 'Sam Tremblay' },
}
const member = '00000000-0000-4000-8000-0000000000f2'

let db: AppDatabase

beforeEach(async () => {
  db = await createTestDatabase({ collections: replicatedNames, tables: sharedTables })
  provideDatabase(db)
  applyAuthSession({ access_token: 'a', refresh_token: 'r', expires_in: 1, expires_at: 1, user })
  setOnboardingStatus('not_needed')
})
afterEach(async () => {
  applyAuthSession(null)
  authStore.initialized = false
  provideDatabase(null)
  await db.close()
})

function renderAt(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  )
}

const breadcrumb = () => screen.findByRole('navigation', { name: 'Breadcrumb' })

describe('pages at an id', { timeout: 20_000 }, () => {
  it("a job's page: Find Jobs / the job's title; the tab names the job", async () => {
    const job = { ...jobDoc(1), title: 'Journeyperson Electrician – Commercial Fit-Outs' }
    await repositoriesFor(db).jobs.insert(job)
    renderAt(`/jobs/${job.id}`)
    const nav = await breadcrumb()
    await waitFor(() => expect(within(nav).getByText(job.title)).toBeTruthy(), { timeout: 10_000 })
    expect(within(nav).getByRole('link', { name: 'Find Jobs' })).toBeTruthy()
    expect(nav.textContent).not.toContain(job.id)
    // Only the last crumb is the current page; its parent is a plain link.
    expect([...nav.querySelectorAll('[aria-current="page"]')].map((e) => e.textContent)).toEqual([
      job.title,
    ])
    await waitFor(() => expect(document.title).toBe(`${job.title} · CraftLink`))
  })

  it("a member's page: the person's name", async () => {
    await repositoriesFor(db).userProfiles.insert({
      user_id: member,
      default_role: 'craftsman',
      full_name: 'Élise Gagnon',
      profile_image_url: null,
      avatar_path: null,
      bio: null,
      created_at: '2026-01-01T00:00:00.000Z',
    })
    renderAt(`/profile/${member}`)
    const nav = await breadcrumb()
    await waitFor(() => expect(within(nav).getByText('Élise Gagnon')).toBeTruthy(), {
      timeout: 10_000,
    })
    expect(nav.textContent).not.toContain(member)
    await waitFor(() => expect(document.title).toBe('Élise Gagnon · CraftLink'))
  })
})
