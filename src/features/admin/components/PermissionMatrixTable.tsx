import { Table, Text, VisuallyHidden } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useRoleName } from '@/features/roles/index.ts'
import { ScrollTable } from '@/ui/ScrollTable.tsx'
import { MATRIX_ROLES, type PermissionMatrix } from '../rbac-rows.ts'
import { permissionLabel } from '../permission-label.ts'

/** Which role carries which permission: one row per role, one column per permission. */
export function PermissionMatrixTable({ matrix }: { matrix: PermissionMatrix }) {
  const { t } = useTranslation('admin')
  const roleName = useRoleName()
  return (
    <ScrollTable minWidth={980} label={t('rbac.matrixTitle')}>
      <Table striped withColumnBorders aria-label={t('rbac.matrixTitle')} fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rbac.role')}</Table.Th>
            {matrix.permissions.map((p) => (
              <Table.Th key={p.name} title={permissionLabel(t, p)}>
                <Text size="xs" fw={600} ff="monospace">
                  {p.name}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {MATRIX_ROLES.map((role) => {
            const carried = matrix.byRole.get(role)
            return (
              <Table.Tr key={role}>
                <Table.Th scope="row">{roleName(role)}</Table.Th>
                {matrix.permissions.map((p) => (
                  <Table.Td key={p.name} ta="center">
                    {carried?.has(p.name) ? (
                      <>
                        <IconCheck size={16} aria-hidden />
                        <VisuallyHidden>{t('rbac.carries')}</VisuallyHidden>
                      </>
                    ) : (
                      <VisuallyHidden>{t('rbac.doesNotCarry')}</VisuallyHidden>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  )
}
