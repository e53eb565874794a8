// What only a signed-in member needs: the replica and its sync, roles, notifications, the
// sign-out guard and the shell's member parts. A visitor's first load leaves all of it out;
// main.tsx loads this module once someone is signed in (before the first render when a session
// is stored on the device), and the features it installs catch up on that session
// (onUserSignedIn calls a late listener with the current user).
import { registerSignOutGuard } from '@/features/auth/index.ts'
import { installChatSource } from '@/features/chat/member.ts'
import { warmOpenJobs } from '@/features/jobs/hooks/open-jobs-query.ts'
import { installNotificationsSource } from '@/features/notifications/member.ts'
import { installRoleSession } from '@/features/roles/member.ts'
import { confirmSignOutWithPendingWrites } from '@/features/sync-status/index.ts'
import { startLocalReplica } from './replica.ts'
import { memberShell } from './shell/MemberControls.tsx'
import { provideMemberShell } from './shell/member-shell.ts'

let installed = false

/** `replicaAfter`: the replica opens once it settles (a page's peeked rows painted). */
export function installMember(replicaAfter?: Promise<void>): void {
  if (installed) return
  installed = true
  installRoleSession()
  installNotificationsSource()
  installChatSource()
  registerSignOutGuard(confirmSignOutWithPendingWrites)
  provideMemberShell(memberShell)
  void startLocalReplica(replicaAfter)
}

// Find Jobs' first read (its route's loader imports it) comes with this chunk, not after it.
export { warmOpenJobs }
