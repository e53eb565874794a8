// Requesting a role (spec sections 6 and 8): validated here, recorded by the server, toasted.
import { notifications } from '@mantine/notifications'
import * as z from 'zod'
import { submitRoleRequest } from '@/backend/roles-api.ts'
import { i18n } from '@/i18n/index.ts'
import { showRoleRequested } from './role-requested-toast.ts'
import { PROVINCES, TRADE_SPECIALTIES } from '@/lib/validation/catalogues.ts'
import { sanitiseRichText } from '@/lib/validation/text.ts'
import { loadRoles } from './role-session.ts'
import { serverRefusalKey } from '@/lib/server-messages.ts'

export const roleRequestSchema = z.object({
  role: z.string().min(1, { error: 'roles:request.roleRequired' }),
  organizationId: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(z.uuid({ error: 'roles:request.organizationInvalid' }).nullable()),
  reason: z.string().transform(sanitiseRichText).pipe(z.string().max(1000)),
  tradeScope: z.array(z.enum(TRADE_SPECIALTIES)),
  regionScope: z.array(z.enum(PROVINCES)),
})

export type RoleRequestForm = z.input<typeof roleRequestSchema>

/** True when the request was recorded. */
export async function requestRole(userId: string, form: z.output<typeof roleRequestSchema>) {
  const result = await submitRoleRequest(form)
  if (!result.ok) {
    notifications.show({
      color: 'red',
      title: i18n.t('roles:toasts.requestFailedTitle'),
      message: result.error.message
        ? i18n.t(serverRefusalKey(result.error.message) as never)
        : i18n.t('roles:toasts.requestFailedMessage'),
    })
    return false
  }
  showRoleRequested(form.role)
  await loadRoles(userId)
  return true
}
