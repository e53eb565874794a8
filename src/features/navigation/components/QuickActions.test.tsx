// The quick actions panel follows the role and favourites as sync delivers them, and keyboard
// focus stays on the action it was on (or the first one) when its button moves or is replaced.
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '@/i18n/index.ts'
import { NavigationContext, type NavigationActions } from '../context.ts'
import { visibleQuickActions } from '../model/quick-actions.ts'
import { navigationStore } from '../navigation.store.ts'
import { QuickActions } from './QuickActions.tsx'

const label = (b: Element) => b.querySelector('.mantine-Button-label')?.textContent ?? ''
const buttons = () =>
  within(screen.getByRole('region', { name: 'Quick actions' })).getAllByTestId('quick-action')
const titleOf = (key: string) => i18n.t(`navigation:quick.items.${key}` as never)

function openPanel() {
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <NavigationContext.Provider value={{} as NavigationActions}>
          <QuickActions />
        </NavigationContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Open quick actions' }))
}

afterEach(() => {
  navigationStore.isSignedIn = false
  navigationStore.userRole = 'guest'
  navigationStore.preferences.favoriteActions = []
})

describe('QuickActions', () => {
  it('keeps focus on the same action when favourites arriving reorder the list', async () => {
    navigationStore.isSignedIn = true
    navigationStore.userRole = 'craftsman'
    openPanel()
    const first = buttons()[0]!
    const name = label(first)
    act(() => first.focus())
    const last = visibleQuickActions('craftsman', false).at(-1)!
    await act(async () => {
      navigationStore.preferences.favoriteActions = [last.id]
      await Promise.resolve()
    })
    expect(label(buttons()[0]!)).toBe(titleOf(last.key))
    expect(label(document.activeElement!)).toBe(name)
  })

  it('moves focus to the first action when the role arriving replaces the list', async () => {
    navigationStore.isSignedIn = true
    navigationStore.userRole = 'craftsman'
    openPanel()
    act(() => buttons()[0]!.focus())
    await act(async () => {
      navigationStore.userRole = 'company'
      await Promise.resolve()
    })
    const company = visibleQuickActions('company', false)
    expect(buttons().map(label)).toEqual(company.map((a) => titleOf(a.key)))
    expect(document.activeElement).toBe(buttons()[0])
  })
})
