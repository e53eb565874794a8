// A permission as people read it: the catalogue's words for the ones we know (jobs.post ->
// admin:rbac.permissions.jobs_post), else the description the database keeps.
import type { TFunction } from 'i18next'

export function permissionLabel(
  t: TFunction<'admin'>,
  permission: { name: string; description: string },
): string {
  return t(`rbac.permissions.${permission.name.replace('.', '_')}` as never, {
    defaultValue: permission.description,
  })
}
