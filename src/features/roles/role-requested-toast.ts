// "Role Requested": after a request, and when a self-service role waits for an admin.
import { notifications } from '@mantine/notifications'
import { i18n } from '@/i18n/index.ts'
import { roleLabel } from './role-label.ts'

/** Says the request is recorded and names the role. */
export function showRoleRequested(role: string): void {
  notifications.show({
    color: 'green',
    title: i18n.t('roles:toasts.requestedTitle'),
    message: i18n.t('roles:toasts.requestedMessage', { role: roleLabel(role) }),
  })
}
