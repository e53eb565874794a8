import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconUserQuestion } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { dashboardPathFor } from '@/lib/dashboard.ts'
import type { RolePageDecision } from '@/lib/role-pages.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { activeRoleOf, requestRoleSwitch, rolesStore } from '../roles.store.ts'
import { useRoleName } from '../useRoleName.ts'

type Gated = Exclude<RolePageDecision, { kind: 'allow' } | { kind: 'wait' }>

const REQUEST_PATH = { hiring: '/company-register', working: '/craftsman-register' } as const

/**
 * Shown by the route gate in place of a page made for the other side of the marketplace: what
 * the page is for, and the way in (switch to a held role, the waiting request, or register).
 */
export function RolePageGate({ decision }: { decision: Gated }) {
  const { t } = useTranslation('roles')
  const roles = useSnapshot(rolesStore)
  const roleName = useRoleName()
  const active = activeRoleOf(roles)
  const own = dashboardPathFor(active, roles.roles)
  const copy = `pageGate.${decision.audience}` as const
  return (
    <PageFrame title={t(`${copy}.title`)}>
      <Alert color="orange" icon={<IconUserQuestion size={18} aria-hidden />} maw={680}>
        <Stack gap="sm" align="flex-start">
          <Text>{t(`${copy}.body`)}</Text>
          {decision.kind === 'switch' ? (
            <Text>
              {t('pageGate.switchBody', {
                active: roleName(active ?? 'customer'),
                role: roleName(decision.role),
              })}
            </Text>
          ) : decision.kind === 'pending' ? (
            <Text>{t('pageGate.pendingBody', { role: roleName(decision.role) })}</Text>
          ) : null}
          <Group gap="sm">
            {decision.kind === 'switch' ? (
              <Button
                loading={roles.switching}
                onClick={() => void requestRoleSwitch(decision.role, decision.organizationId)}
              >
                {t('pageGate.switchAction', { role: roleName(decision.role) })}
              </Button>
            ) : decision.kind === 'request' ? (
              <Button component={Link} to={REQUEST_PATH[decision.audience]}>
                {t(`${copy}.request`)}
              </Button>
            ) : null}
            {own !== location.pathname ? (
              <Button component={Link} to={own} variant="default">
                {t('pageGate.ownDashboard')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Alert>
    </PageFrame>
  )
}
