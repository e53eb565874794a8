// The shell's parts for a signed-in member (the header's controls, the first sync's progress
// line) arrive with a member's code (src/app/member.ts), which a visitor's first load leaves
// out; the shell reads them from here.
import { useSyncExternalStore, type ComponentType } from 'react'

export interface MemberShell {
  HeaderControls: ComponentType
  ProgressLine: ComponentType
}

let parts: MemberShell | null = null
const listeners = new Set<() => void>()

export function provideMemberShell(provided: MemberShell): void {
  parts = provided
  for (const listener of [...listeners]) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The member's parts once a member's code has loaded, else null. */
export function useMemberShell(): MemberShell | null {
  return useSyncExternalStore(
    subscribe,
    () => parts,
    () => null,
  )
}
