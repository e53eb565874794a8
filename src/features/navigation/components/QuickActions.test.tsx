// The quick actions panel holds still while it is open: sync delivering the role or the
// favourites must not move the button under the person's finger or keyboard focus.
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import { NavigationContext, type NavigationActions } from '../context.ts'
import { visibleQuickActions } from '../model/quick-actions.ts'
import { navigationStore } from '../navigation.store.ts'
import { QuickActions } from './QuickActions.tsx'

const titles = (role: Parameters<typeof visibleQuickActions>[0]) =>
  visibleQuickActions(role, false).map((a) => i18n.t(`navigation:quick.items.${a.key}` as never))

function shown(): string[] {
  const panel = screen.getByRole('region', { name: 'Quick actions' })
  return within(panel)
    .getAllByTestId('quick-action')
    .map((b) => b.querySelector('.mantine-Button-label')?.textContent ?? '')
}

afterEach(() => {
  navigationStore.isSignedIn = false
  navigationStore.userRole = 'guest'
})

describe('QuickActions', () => {
  it('keeps the open panel’s list while the role changes, and shows the new one when reopened', async () => {
    navigationStore.isSignedIn = true
    navigationStore.userRole = 'craftsman'
    render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <NavigationContext.Provider value={{} as NavigationActions}>
            <QuickActions />
          </NavigationContext.Provider>
        </I18nextProvider>
      </MantineProvider>,
    )
    expect(titles('craftsman')).not.toEqual(titles('company'))
    fireEvent.click(screen.getByRole('button', { name: 'Open quick actions' }))
    expect(shown()).toEqual(titles('craftsman'))

    await act(async () => {
      navigationStore.userRole = 'company'
      await Promise.resolve()
    })
    expect(shown()).toEqual(titles('craftsman'))

    fireEvent.click(screen.getByRole('button', { name: 'Close quick actions' }))
    fireEvent.click(screen.getByRole('button', { name: 'Open quick actions' }))
    expect(shown()).toEqual(titles('company'))
  })
})
