import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { NavigationContext, type NavigationActions } from './context.ts'
import { useNavigationIntelligence } from './useNavigationIntelligence.ts'

function Probe() {
  const nav = useNavigationIntelligence()
  return <p>{`${nav.userRole} ${nav.skillLevel}`}</p>
}

describe('useNavigationIntelligence', () => {
  it('throws the spec message outside its provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Probe />)).toThrow(
      'useNavigationIntelligence must be used within a NavigationIntelligenceProvider',
    )
    quiet.mockRestore()
  })

  it('gives the context inside it (guest, beginner by default)', () => {
    const actions = {} as NavigationActions
    const view = render(
      <NavigationContext.Provider value={actions}>
        <Probe />
      </NavigationContext.Provider>,
    )
    expect(view.getByText('guest beginner')).toBeTruthy()
  })
})
