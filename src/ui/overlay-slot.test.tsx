import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OVERLAY_PRIORITY, useOverlaySlot } from './overlay-slot.ts'

function Card({ id, wants, priority }: { id: string; wants: boolean; priority: number }) {
  const shown = useOverlaySlot(id, wants, priority)
  return shown ? <p>{id}</p> : null
}

describe('one overlay at a time', () => {
  it('shows the most important card that wants to show, then the next one', async () => {
    const view = render(
      <>
        <Card id="tip" wants priority={OVERLAY_PRIORITY.tip} />
        <Card id="install" wants priority={OVERLAY_PRIORITY.install} />
      </>,
    )
    await screen.findByText('install')
    expect(screen.queryByText('tip')).toBeNull()
    view.rerender(
      <>
        <Card id="tip" wants priority={OVERLAY_PRIORITY.tip} />
        <Card id="install" wants={false} priority={OVERLAY_PRIORITY.install} />
      </>,
    )
    await screen.findByText('tip')
    view.unmount()
  })

  it('steps aside while a modal dialog is open', async () => {
    const view = render(<Card id="install" wants priority={OVERLAY_PRIORITY.install} />)
    await screen.findByText('install')
    const modal = document.createElement('div')
    modal.setAttribute('role', 'dialog')
    modal.setAttribute('aria-modal', 'true')
    await act(async () => {
      document.body.append(modal)
      await Promise.resolve()
    })
    await waitFor(() => expect(screen.queryByText('install')).toBeNull())
    await act(async () => {
      modal.remove()
      await Promise.resolve()
    })
    await screen.findByText('install')
    view.unmount()
  })
})
