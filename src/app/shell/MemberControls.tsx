import { MessagesButton } from '@/features/chat/member.ts'
import { DeviceReporter } from '@/features/devices/member.ts'
import { NotificationBell } from '@/features/notifications/member.ts'
import { RoleSwitcher } from '@/features/roles/member.ts'
import { SyncProgressLine, SyncStatusIndicator } from '@/features/sync-status/index.ts'
import { AccountMenu } from './AccountMenu.tsx'
import type { MemberShell } from './member-shell.ts'

/** The header's controls for a signed-in member: sync status, messages, notifications, role, account (and
 * the device's sync report, which draws nothing). */
export function MemberControls() {
  return (
    <>
      <SyncStatusIndicator />
      <MessagesButton />
      <NotificationBell />
      <RoleSwitcher />
      <AccountMenu />
      <DeviceReporter />
    </>
  )
}

/** The shell's member parts, handed to it by src/app/member.ts. */
export const memberShell: MemberShell = {
  HeaderControls: MemberControls,
  ProgressLine: SyncProgressLine,
}
