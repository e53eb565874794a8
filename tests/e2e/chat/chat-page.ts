// The chat page as the chat specs use it: its messages, the composer, sending.
import { expect, type Page } from '@playwright/test'

export const messages = (page: Page) => page.getByTestId('message')
export const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' })

/** Types and sends with Enter; the composer empties once the message is on the device. */
export async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text)
  await composer(page).press('Enter')
  await expect(composer(page)).toHaveValue('')
}
