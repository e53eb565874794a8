// The shell rendered from its stores: what a signed-in user sees in the header.
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { MantineProvider } from '@mantine/core'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { applyAuthSession, authStore, setOnboardingStatus } from '@/features/auth/index.ts'
import { notificationsStore, type AppNotification } from '@/features/notifications/index.ts'
import { rolesStore, type UserRole } from '@/features/roles/index.ts'
import { i18n } from '@/i18n/index.ts'
import { createAppRouter } from '../router.ts'
import { memberShell } from './MemberControls.tsx'
import { provideMemberShell } from './member-shell.ts'

// What main.tsx does once a member's code has loaded.
provideMemberShell(memberShell)

const user = {
  id: 'u1',
  email: 'sam@example.com',
  created_at: '2026-01-01T00:00:00Z',
  user_metadata: { full_name: 'Sam Tremblay' },
}

function signIn() {
  applyAuthSession({ access_token: 'a', refresh_token: 'r', expires_in: 1, expires_at: 1, user })
  setOnboardingStatus('not_needed')
}

const role = (r: string, status = 'active'): UserRole => ({
  id: r,
  user_id: 'u1',
  role: r,
  status,
  organization_id: null,
  region_scope: [],
  trade_scope: [],
  expires_at: null,
})

const note = (i: number, read = false): AppNotification => ({
  id: `n${i}`,
  user_id: 'u1',
  type: 'other',
  kind: 'other',
  title: `Notice ${i}`,
  message: 'm',
  data: {},
  read,
  created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
})

// Visibility by screen width is the browser's job (the e2e specs check it); here the desktop
// navigation is looked up whatever jsdom's pretend width is.
const mainNav = () => screen.getByTestId('desktop-nav')

async function renderAt(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  )
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
  // The menus and account controls follow the page's first content (src/data/load-phases.ts).
  await screen.findByTestId('desktop-nav', undefined, { timeout: 5000 })
  return router
}

afterEach(() => {
  applyAuthSession(null)
  authStore.initialized = false
  rolesStore.roles = []
  rolesStore.session = null
  notificationsStore.items = []
  notificationsStore.unread = 0
})

describe('signed-in header', { timeout: 20_000 }, () => {
  it('shows the dropdown groups, initials, and no Sign In', async () => {
    signIn()
    await renderAt('/settings')
    const nav = mainNav()
    for (const group of ['Jobs', 'Learning', 'Community', 'Journey', 'Business', 'Enterprise']) {
      expect(within(nav).getByText(group)).toBeTruthy()
    }
    expect(within(nav).queryByText('Admin')).toBeNull()
    // The accessible name contains the initials the button shows (WCAG 2.5.3, label in name).
    expect(screen.getByRole('button', { name: 'ST, Account menu' }).textContent).toBe('ST')
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull()
  })

  it('adds the admin section for an active admin only', async () => {
    signIn()
    rolesStore.roles = [role('admin', 'pending')]
    await renderAt('/settings')
    const nav = mainNav()
    expect(within(nav).queryByText('Admin')).toBeNull()
    act(() => {
      rolesStore.roles = [role('admin')]
    })
    expect(await within(nav).findByText('Admin')).toBeTruthy()
  })

  it('counts unread notifications with a 99+ cap and marks all read', async () => {
    signIn()
    notificationsStore.items = Array.from({ length: 120 }, (_, i) => note(i, i >= 105))
    await renderAt('/settings')
    const bell = screen.getByRole('button', { name: 'Notifications, 105 unread' })
    expect(within(bell).getByText('99+')).toBeTruthy()
    fireEvent.click(bell)
    const markAll = await screen.findByText('Mark all read')
    // The 20 newest, newest first.
    const shown = screen.getAllByText(/^Notice \d+$/).map((e) => e.textContent)
    expect(shown).toHaveLength(20)
    expect(shown[0]).toBe('Notice 119')
    expect(shown[19]).toBe('Notice 100')
    fireEvent.click(markAll)
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy()
  })

  it('counts unread notifications older than the 20 it lists', async () => {
    signIn()
    // The 20 newest are read; 30 older ones are still unread on this device.
    notificationsStore.items = Array.from({ length: 20 }, (_, i) => note(100 + i, true))
    notificationsStore.unread = 30
    await renderAt('/settings')
    const bell = screen.getByRole('button', { name: 'Notifications, 30 unread' })
    expect(within(bell).getByText('30')).toBeTruthy()
    fireEvent.click(bell)
    const markAll = await screen.findByRole('button', { name: 'Mark all read' })
    expect(markAll.hasAttribute('disabled')).toBe(false)
    fireEvent.click(markAll)
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy()
  })

  it('shows the empty states of the bell and the role menu', async () => {
    signIn()
    await renderAt('/settings')
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }))
    expect(await screen.findByText('No notifications yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Switch role' }))
    expect(await screen.findByText('No roles available')).toBeTruthy()
  })
})
