import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { craftsmanFormSchema } from '../craftsman-form.ts'
import { useFormValues } from './useFormValues.ts'
import { useRefill } from './useRefill.ts'

function useNameForm(stored: string) {
  const initial = () => ({ full_name: stored })
  const form = useFormValues(initial)
  useRefill(form, initial, [stored])
  return form
}

describe('form values and refill from the replica', () => {
  it('an untouched form follows the stored row; once edited, the input wins', () => {
    const { result, rerender } = renderHook(({ stored }) => useNameForm(stored), {
      initialProps: { stored: '' },
    })
    rerender({ stored: 'Marc Tremblay' })
    expect(result.current.values.full_name).toBe('Marc Tremblay')
    act(() => result.current.set({ full_name: 'Marc T' }))
    rerender({ stored: 'Marc Tremblay-Roy' })
    expect(result.current.values.full_name).toBe('Marc T')
    expect(result.current.isDirty).toBe(true)
  })

  it('a row arriving after the user began typing fills the fields they left alone', () => {
    type Stored = { full_name: string; city: string; bio: string }
    const useTwoFieldForm = (stored: Stored) => {
      const initial = () => stored
      const form = useFormValues(initial)
      useRefill(form, initial, [stored])
      return form
    }
    const { result, rerender } = renderHook(({ stored }) => useTwoFieldForm(stored), {
      initialProps: { stored: { full_name: 'Marc Tremblay', city: '', bio: '' } },
    })
    act(() => result.current.set({ full_name: 'Marc T' }))
    rerender({ stored: { full_name: 'Marc Tremblay', city: 'Laval', bio: 'Electrician' } })
    expect(result.current.values).toEqual({
      full_name: 'Marc T',
      city: 'Laval',
      bio: 'Electrician',
    })
    // After a save (reset) every field follows the replica again.
    act(() => result.current.reset(result.current.values))
    rerender({ stored: { full_name: 'Marc Tremblay-Roy', city: 'Laval', bio: 'Electrician' } })
    expect(result.current.values.full_name).toBe('Marc Tremblay-Roy')
  })

  it('check() shows translated messages and an edit clears that field only', () => {
    const { result } = renderHook(() =>
      useFormValues(() => ({ full_name: '', years_experience: '99', trades: [] as string[] })),
    )
    act(() => {
      result.current.check(craftsmanFormSchema)
    })
    expect(result.current.errors.full_name).toBe('Name is required')
    expect(result.current.errors.trades).toBe('Please select at least one trade')
    act(() => result.current.set({ full_name: 'Ana' }))
    expect(result.current.errors.full_name).toBeUndefined()
    expect(result.current.errors.trades).toBe('Please select at least one trade')
  })
})
