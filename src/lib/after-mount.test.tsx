import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterMount } from './after-mount.tsx'
import { RETRY_PAUSES_MS } from './keep-loading.ts'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

describe('afterMount', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('renders nothing on its first render, then the part with the same props', async () => {
    const Part = afterMount('greeting', () => Promise.resolve(Greeting))
    const { container } = render(<Part name="Marc" />)
    expect(container.innerHTML).toBe('')
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByText('Hello Marc')).toBeTruthy()
  })

  it('asks for the code once for every copy, and a later copy renders it at once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const Part = afterMount('greeting', load)
    render(
      <>
        <Part name="one" />
        <Part name="two" />
      </>,
    )
    await act(() => vi.advanceTimersByTimeAsync(0))
    render(<Part name="three" />)
    expect(screen.getByText('Hello three')).toBeTruthy()
    expect(screen.getAllByText(/Hello/)).toHaveLength(3)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a fetch that failed is tried again, and the part appears without a remount', async () => {
    let calls = 0
    const load = () =>
      ++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(Greeting)
    const Part = afterMount('greeting', load)
    const { container } = render(<Part name="Marc" />)
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(container.innerHTML).toBe('')
    await act(() => vi.advanceTimersByTimeAsync(RETRY_PAUSES_MS[0]))
    expect(screen.getByText('Hello Marc')).toBeTruthy()
    expect(calls).toBe(2)
  })
})
