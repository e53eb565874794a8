import { useTranslation } from 'react-i18next'
import { roleName } from '@/lib/role-names.ts'

/** Display name of a role, following the language the user picked. */
export function useRoleName() {
  const { t } = useTranslation()
  return (role: string) => roleName(t, role)
}
