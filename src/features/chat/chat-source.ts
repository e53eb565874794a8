// The shell's view of chat (issue 32): the unread count on the Messages badges and in the tab's
// title, and "delivered" marks. Read from the replica, so it is live (the worker's realtime
// stream) and right offline. A conversation whose newest message from someone else has reached
// this device is marked received up to it, which the sender sees as "Delivered".
import type { Subscription } from 'rxjs'
import { combineLatest } from 'rxjs'
import { whenRepositories, loadPhases } from '@/data/shell.ts'
import { onUserSignedIn, registerSignOutCleanup } from '@/features/auth/index.ts'
import { notificationsStore } from '@/features/notifications/index.ts'
import { unreadTotal } from './chat-rules.ts'

let subscription: Subscription | null = null
let generation = 0

async function start(userId: string): Promise<void> {
  const mine = ++generation
  subscription?.unsubscribe()
  subscription = null
  const repos = await whenRepositories()
  await loadPhases.firstContent.reached()
  if (mine !== generation) return
  subscription = combineLatest([
    repos.conversations.memberships$(userId),
    repos.conversations.list$(),
  ]).subscribe(([memberships, conversations]) => {
    notificationsStore.unreadMessages = unreadTotal(memberships)
    const byId = new Map(conversations.map((c) => [c.id, c]))
    for (const m of memberships) {
      const c = byId.get(m.conversation_id)
      const at = c?.last_message_at
      if (!c || !at || m.left_at !== null || c.last_message_sender === userId) continue
      const received = m.last_delivered_at ? Date.parse(m.last_delivered_at) : 0
      if (Date.parse(at) > received) {
        void repos.conversations.updateMembership(c.id, userId, { last_delivered_at: at })
      }
    }
  })
}

let installed = false

/** Call once with the member's shell. */
export function installChatSource(): void {
  if (installed) return
  installed = true
  onUserSignedIn((session) => void start(session.user.id))
  registerSignOutCleanup('chat', () => {
    generation++
    subscription?.unsubscribe()
    subscription = null
    notificationsStore.unreadMessages = 0
  })
}
