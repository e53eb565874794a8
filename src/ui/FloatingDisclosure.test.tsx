import { fireEvent, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { FloatingDisclosure } from './FloatingDisclosure.tsx'

function Panel() {
  const [open, setOpen] = useState(false)
  return (
    <FloatingDisclosure
      opened={open}
      onToggle={() => setOpen((o) => !o)}
      onClose={() => setOpen(false)}
      labels={{ open: 'Open quick actions', close: 'Close quick actions' }}
      icons={{ open: '+', close: 'x' }}
      size={48}
      position={{ bottom: 24, right: 24 }}
      zIndex={150}
      align="flex-end"
    >
      {open ? <button type="button">Post a job</button> : null}
    </FloatingDisclosure>
  )
}

describe('a floating disclosure', () => {
  it('closes on Escape and gives focus back to its button, also after its item lost focus', () => {
    render(
      <MantineProvider>
        <Panel />
      </MantineProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Open quick actions' }))
    const item = screen.getByRole('button', { name: 'Post a job' })
    item.focus()
    fireEvent.keyDown(item, { key: 'Escape' })
    expect(screen.queryByRole('button', { name: 'Post a job' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open quick actions' }))

    // The focused item is moved by a re-render: the browser puts focus on the page.
    fireEvent.click(screen.getByRole('button', { name: 'Open quick actions' }))
    const moved = screen.getByRole('button', { name: 'Post a job' })
    moved.focus()
    moved.blur()
    expect(document.activeElement).toBe(document.body)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(screen.queryByRole('button', { name: 'Post a job' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open quick actions' }))
  })
})
