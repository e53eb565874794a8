// Required fields are marked before the user presses submit, the same way on every form (issue
// 41): Mantine's " *" after the label, and `required` so screen readers announce it too. Optional
// fields carry no marker.
import { render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import type { JobDoc } from '../../../src/db/index.ts'
import { SignInForm } from '../../../src/features/auth/components/SignInForm.tsx'
import { SignUpForm } from '../../../src/features/auth/components/SignUpForm.tsx'
import { IpEntryForm } from '../../../src/features/crawler/components/IpEntryForm.tsx'
import { ApplyForm } from '../../../src/features/jobs/components/ApplyForm.tsx'
import { i18n } from '../../../src/i18n/index.ts'

// Mantine's autosize textarea listens for font loads; jsdom has no document.fonts.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
})

afterEach(() => document.body.replaceChildren())

function show(form: ReactNode) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{form}</MantineProvider>
    </I18nextProvider>,
  )
}

/** The fields by label, with whether each is marked required (label marker and attribute). */
function marks(): Record<string, boolean> {
  const out: Record<string, boolean> = {}
  for (const label of document.querySelectorAll('label')) {
    const field = label.htmlFor ? document.getElementById(label.htmlFor) : null
    if (!field) continue
    const marker = label.querySelector('[aria-hidden="true"]')?.textContent?.trim() === '*'
    const name = [...label.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join('')
      .trim()
    expect(marker, name).toBe(field.hasAttribute('required'))
    out[name] = marker
  }
  return out
}

describe('required markers', () => {
  it('the apply form marks its four required fields', () => {
    const job = { id: 'j1', owner_id: 'o1' } as JobDoc
    show(<ApplyForm job={job} userId="u1" onDone={() => {}} />)
    expect(screen.getByRole('form', { name: 'Apply for this job' })).toBeTruthy()
    expect(marks()).toEqual({
      'Cover letter': true,
      'Hourly rate (CAD)': true,
      'Relevant experience': true,
      'Available from': true,
      'Portfolio link': false,
      'Estimated hours': false,
    })
  })

  it('sign in and sign up mark every field', () => {
    show(<SignInForm email="" onEmail={() => {}} />)
    expect(marks()).toEqual({ Email: true, Password: true })
    document.body.replaceChildren()
    show(<SignUpForm email="" onEmail={() => {}} onAlreadyRegistered={() => {}} />)
    expect(marks()).toEqual({ Email: true, Password: true, 'Confirm Password': true })
  })

  it('the IP lists mark the address, not the reason or expiry', () => {
    show(<IpEntryForm kind="whitelist" disabled={false} onAdd={() => Promise.resolve(true)} />)
    const shown = marks()
    expect(shown['IP address']).toBe(true)
    expect(Object.values(shown).filter(Boolean)).toHaveLength(1)
  })
})
