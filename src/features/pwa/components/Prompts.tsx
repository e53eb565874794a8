import { useSnapshot } from 'valtio'
import { updateState } from '../sw-registration.ts'
import { InstallPrompt } from './InstallPrompt.tsx'
import { UpdatePrompt } from './UpdatePrompt.tsx'

/** The install and update prompts, fixed at the bottom of the screen. */
export function Prompts() {
  const { available: updateAvailable } = useSnapshot(updateState)
  return (
    <>
      <UpdatePrompt />
      {/* One card at a time: the update matters more and both sit in the same place. */}
      {!updateAvailable && <InstallPrompt />}
    </>
  )
}
