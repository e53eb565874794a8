// Issue 41: what a visitor did in a prerendered page before the app arrived is done once the app
// has the page: the text typed is put back, the form sent, the button pressed.
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  keepTypedText,
  pressHeldButton,
  sendHeldSubmit,
} from '../../../src/app/typed-before-hydration.ts'

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('typed before hydration', () => {
  it('puts back what was typed, through the field’s own input event', () => {
    document.body.innerHTML = '<div id="root"><input name="email" value=""></div>'
    const root = document.getElementById('root')!
    const input = root.querySelector('input')!
    input.value = 'sam@'
    const restore = keepTypedText(root)
    input.value = 'sam@example.com'
    input.dispatchEvent(new Event('input', { bubbles: true }))
    // Hydration sets the controlled field back to its state.
    input.value = ''
    const seen: string[] = []
    input.addEventListener('input', () => seen.push(input.value))
    restore()
    expect(input.value).toBe('sam@example.com')
    expect(seen).toEqual(['sam@example.com'])
  })

  it('presses the held button once, a task later, and only if it is still on the page', () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<div id="root"><button type="button">Menu</button></div>'
    const root = document.getElementById('root') as HTMLElement & { heldClick?: Element }
    const button = root.querySelector('button')!
    const pressed = vi.fn()
    button.addEventListener('click', pressed)
    root.heldClick = button
    pressHeldButton(root)
    expect(pressed).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(pressed).toHaveBeenCalledTimes(1)
    pressHeldButton(root)
    vi.runAllTimers()
    expect(pressed).toHaveBeenCalledTimes(1)

    root.heldClick = button
    button.remove()
    pressHeldButton(root)
    vi.runAllTimers()
    expect(pressed).toHaveBeenCalledTimes(1)
  })

  it('sends the held form with the button that sent it', () => {
    vi.useFakeTimers()
    document.body.innerHTML =
      '<div id="root"><form><button name="go" value="1">Sign In</button></form></div>'
    const root = document.getElementById('root') as HTMLElement & { heldSubmit?: unknown }
    const form = root.querySelector('form')!
    const submitter = root.querySelector('button')!
    const sent: Array<HTMLElement | null> = []
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      sent.push(event.submitter)
    })
    root.heldSubmit = { form, submitter }
    sendHeldSubmit(root)
    vi.runAllTimers()
    expect(sent).toEqual([submitter])
  })
})
