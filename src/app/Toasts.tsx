import { Notifications } from '@mantine/notifications'
import toastClasses from './toasts.module.css'

/** Toasts stay above dialogs but below an open menu or popover (Mantine: modal 200, popover
 * 300): a toast arriving as the user opens the bell or the account menu must not cover it. */
const TOAST_Z_INDEX = 250

export function Toasts() {
  return <Notifications position="top-right" zIndex={TOAST_Z_INDEX} classNames={toastClasses} />
}
