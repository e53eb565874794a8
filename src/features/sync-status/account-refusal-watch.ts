// When the server refuses this account (an administrator suspended it), the tab signs out on the
// worker's first refused request and says why, wherever the person is in the app.
import { notifications } from '@mantine/notifications'
import { authStore, signOutSuspended } from '@/features/auth/index.ts'
import { accountRefused, syncClient } from '@/data/index.ts'
import { i18n } from '@/i18n/index.ts'

let watching = false

export function watchAccountRefusal(): void {
  const client = syncClient()
  if (watching || !client) return
  watching = true
  let signingOut = false
  client.state$.subscribe(({ status }) => {
    if (signingOut || !accountRefused(status) || !authStore.session) return
    if (status?.userId !== authStore.user?.id) return
    signingOut = true
    notifications.show({
      id: 'account-suspended',
      color: 'red',
      title: i18n.t('auth:suspended.title'),
      message: i18n.t('auth:suspended.body'),
      autoClose: 15_000,
    })
    void signOutSuspended().finally(() => {
      signingOut = false
    })
  })
}
