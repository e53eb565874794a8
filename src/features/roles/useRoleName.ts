import { useTranslation } from 'react-i18next'
import { humaniseRole } from '@/lib/role-names.ts'
import { roles } from '@/i18n/en/roles.ts'

/** Display name of a role: the catalogue's name, else the humanised identifier. */
export function useRoleName() {
  const { t } = useTranslation('roles')
  return (role: string) =>
    Object.hasOwn(roles.names, role)
      ? t(`names.${role as keyof typeof roles.names}`)
      : humaniseRole(role)
}
