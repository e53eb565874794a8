// The route gate against the real auth store and the real route tree, in memory history.
import { act, render, screen } from '@testing-library/react'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { I18nextProvider } from 'react-i18next'
import { MantineProvider } from '@mantine/core'
import { afterEach, describe, expect, it } from 'vitest'
import { applyAuthSession, authStore, setOnboardingStatus } from '@/features/auth/index.ts'
import { clearRoles, rolesStore, type UserRole } from '@/features/roles/index.ts'
import { i18n } from '@/i18n/index.ts'
import { parseSearch, stringifySearch } from '@/lib/search-params.ts'
import { routeTree } from './tree.ts'

afterEach(() => {
  authStore.user = null
  authStore.session = null
  authStore.loading = false
  authStore.initialized = false
  authStore.onboarding = 'idle'
  clearRoles()
})

const user = {
  id: 'u1',
  email: 'craftsman@example.com',
  created_at: '2026-01-01T00:00:00Z',
  user_metadata: {},
}
const session = {
  access_token: 'a',
  refresh_token: 'r',
  expires_in: 3600,
  expires_at: 2_000_000_000,
  user,
}

function renderAt(path: string) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch,
    stringifySearch,
  })
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  )
  return router
}

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 })

/** Every page heading that appears from now on, so a flash of a guarded page is caught. */
function watchHeadings(): string[] {
  const seen: string[] = []
  const observer = new MutationObserver(() => {
    for (const h of document.querySelectorAll('h1')) seen.push(h.textContent ?? '')
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return seen
}

describe('RouteGate', { timeout: 20_000 }, () => {
  it('shows the spinner until auth has initialised, then sends a visitor to /auth', async () => {
    const router = renderAt('/settings?tab=account')
    // The settings page's chunk (replica, forms) takes a moment to import under jsdom.
    expect(await screen.findByRole('status', { name: 'Loading…' }, { timeout: 5000 })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/settings')
    const seen = watchHeadings()
    act(() => applyAuthSession(null))
    expect(await heading('Welcome')).toBeTruthy()
    expect(router.state.location.href).toBe('/auth?redirect=%2Fsettings%3Ftab%3Daccount')
    expect(seen).not.toContain('Settings')
  })

  it('takes a signed-in user from /auth back to the page they asked for', async () => {
    applyAuthSession(session)
    setOnboardingStatus('not_needed')
    const seen = watchHeadings()
    const router = renderAt('/auth?redirect=%2Fsettings')
    expect(await heading('Settings')).toBeTruthy()
    expect(seen).not.toContain('Welcome')
    expect(router.state.location.pathname).toBe('/settings')
  })

  it('sends a user who needs onboarding to /onboarding, waiting for the check first', async () => {
    applyAuthSession(session)
    setOnboardingStatus('checking')
    const router = renderAt('/jobs')
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy()
    const seen = watchHeadings()
    act(() => setOnboardingStatus('needed'))
    expect(await heading('Set up your CraftLink account')).toBeTruthy()
    expect(seen).not.toContain('Find Jobs')
    expect(router.state.location.pathname).toBe('/onboarding')
  })

  it('takes an onboarded craftsman from /onboarding to his dashboard once his roles are known', async () => {
    applyAuthSession(session)
    setOnboardingStatus('not_needed')
    // The role session (base Customer role) can arrive before the roles held, which decide.
    rolesStore.session = {
      session_id: 's1',
      user_id: 'u1',
      active_role: 'customer',
      organization_id: null,
      session_token: 't',
      is_active: true,
      expires_at: '2099-01-01T00:00:00Z',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    }
    const router = renderAt('/onboarding')
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/onboarding')
    act(() => holdRole('craftsman'))
    expect(await heading('Craftsman Dashboard')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/craftsman-dashboard')
  })

  it('redirects after sign-out while on a guarded page', async () => {
    applyAuthSession(session)
    setOnboardingStatus('not_needed')
    const router = renderAt('/jobs')
    expect(await heading('Find Jobs')).toBeTruthy()
    act(() => applyAuthSession(null))
    expect(await heading('Welcome')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/auth')
  })
})

/** A session whose access token carries `aal`, for a user with or without a verified factor. */
function mfaSession(aal: 'aal1' | 'aal2', factorStatus: 'verified' | 'unverified' | null) {
  const claims = btoa(JSON.stringify({ sub: 'u1', aal })).replace(/=+$/, '')
  const factors = factorStatus
    ? [{ id: 'f1', factor_type: 'totp' as const, status: factorStatus }]
    : []
  return { ...session, access_token: `e30.${claims}.sig`, user: { ...user, factors } }
}

function holdRole(role: string) {
  const row: UserRole = {
    id: `r-${role}`,
    user_id: 'u1',
    role,
    status: 'active',
    organization_id: null,
    region_scope: [],
    trade_scope: [],
    expires_at: null,
  }
  rolesStore.roles = [row]
  rolesStore.checked = true
}

describe('RouteGate and two-step verification (issue 40)', { timeout: 20_000 }, () => {
  it('asks an admin with a verified factor for a code before /admin, then shows the page', async () => {
    applyAuthSession(mfaSession('aal1', 'verified'))
    setOnboardingStatus('not_needed')
    holdRole('admin')
    const seen = watchHeadings()
    const router = renderAt('/admin')
    expect(await heading('Enter your verification code')).toBeTruthy()
    expect(screen.getByLabelText('6-digit code')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/admin')
    // A verified code swaps the session for an aal2 one: the page appears in place.
    act(() => applyAuthSession(mfaSession('aal2', 'verified')))
    expect(await heading('Admin Dashboard')).toBeTruthy()
    expect(seen.filter((h) => h === 'Admin Dashboard')).toHaveLength(1)
  })

  it('sends an admin without a verified factor to set one up in Settings', async () => {
    applyAuthSession(mfaSession('aal1', 'unverified'))
    setOnboardingStatus('not_needed')
    holdRole('admin')
    renderAt('/crawler-protection')
    expect(await heading('Set up two-step verification first')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Set up two-step verification' })
    expect(link.getAttribute('href')).toBe('/settings#settings-two-step')
  })

  it('waits for the roles, then leaves other roles alone', async () => {
    applyAuthSession(mfaSession('aal1', 'verified'))
    setOnboardingStatus('not_needed')
    const seen = watchHeadings()
    renderAt('/admin/rbac')
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy()
    act(() => holdRole('craftsman'))
    // The page itself answers a craftsman (no access), not the two-step code screen.
    expect(await heading('No access')).toBeTruthy()
    expect(seen).not.toContain('Enter your verification code')
  })
})
