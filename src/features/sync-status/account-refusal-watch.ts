// When the server refuses this account (an administrator suspended it) or this session (signed
// out from another device), the tab signs out on the worker's first refused request and says
// why, wherever the person is in the app.
import { notifications } from '@mantine/notifications'
import { authStore, signOutByServer } from '@/features/auth/index.ts'
import { serverRefusal, syncClient } from '@/data/index.ts'
import { i18n } from '@/i18n/index.ts'

let watching = false

export function watchAccountRefusal(): void {
  const client = syncClient()
  if (watching || !client) return
  watching = true
  let signingOut = false
  client.state$.subscribe(({ status }) => {
    const refusal = serverRefusal(status)
    if (signingOut || !refusal || !authStore.session) return
    if (status?.userId !== authStore.user?.id) return
    signingOut = true
    notifications.show({
      id: 'signed-out-by-server',
      color: refusal === 'suspended' ? 'red' : 'yellow',
      title: i18n.t(`auth:signedOut.${refusal}.title`),
      message: i18n.t(`auth:signedOut.${refusal}.body`),
      autoClose: 15_000,
    })
    void signOutByServer(refusal).finally(() => {
      signingOut = false
    })
  })
}
