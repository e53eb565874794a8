// What a visitor did in a prerendered page before the app took it over. Hydrating a controlled
// field sets it back to the component's state (empty), so someone who starts typing their email
// on a slow phone would lose it: what they typed is put back through the field's own input event
// once the page is the app's, so the form's state holds it too. A form they sent, or a button
// they pressed, meanwhile was held by index.html's script (build/prerender-html.ts) and is sent
// or pressed now.

type Field = HTMLInputElement | HTMLTextAreaElement

const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea'

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement
}

/** Starts recording; call before hydrating. The returned function puts the text back. */
export function keepTypedText(container: HTMLElement): () => void {
  const typed = new Map<Field, string>()
  // Typed before this code arrived: the field's value differs from its HTML.
  for (const field of container.querySelectorAll<Field>(TEXT_FIELDS)) {
    if (field.value !== field.defaultValue) typed.set(field, field.value)
  }
  const record = (event: Event) => {
    if (isField(event.target)) typed.set(event.target, event.target.value)
  }
  document.addEventListener('input', record, true)
  return () => {
    document.removeEventListener('input', record, true)
    for (const [field, value] of typed) {
      if (!field.isConnected || field.value === value) continue
      const proto = field instanceof HTMLInputElement ? HTMLInputElement : HTMLTextAreaElement
      // The prototype's setter: React notices a value it did not set itself.
      Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(field, value)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
}

interface HeldSubmit {
  form: HTMLFormElement
  submitter: HTMLElement | null
}

/** Sends the form index.html's script held back, if any (after the typed text is back). */
export function sendHeldSubmit(container: HTMLElement): void {
  const held = (container as HTMLElement & { heldSubmit?: HeldSubmit }).heldSubmit
  if (!held?.form.isConnected) return
  const submitter = held.submitter?.isConnected ? held.submitter : null
  // A task later: the restored text's state updates have rendered by then.
  setTimeout(() => held.form.requestSubmit(submitter), 0)
}

/** Presses the button index.html's script held back, if any (the last one pressed). */
export function pressHeldButton(container: HTMLElement): void {
  const holder = container as HTMLElement & { heldClick?: HTMLButtonElement }
  const button = holder.heldClick
  delete holder.heldClick
  if (button?.isConnected) setTimeout(() => button.click(), 0)
}
