// A role's display name outside React (toasts): the catalogue's name, else the humanised id.
import { i18n } from '@/i18n/index.ts'
import { formatUnknownRole } from '@/lib/roles/index.ts'

export function roleLabel(role: string): string {
  const key = `roles:names.${role}`
  return i18n.exists(key) ? String(i18n.t(key as never)) : formatUnknownRole(role)
}
