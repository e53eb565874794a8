// A role's display name outside React (toasts).
import { i18n } from '@/i18n/index.ts'
import { roleName } from '@/lib/role-names.ts'

export function roleLabel(role: string): string {
  return roleName((key, options) => String(i18n.t(key as never, options)), role)
}
