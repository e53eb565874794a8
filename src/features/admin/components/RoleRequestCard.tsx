import { useState } from 'react'
import { Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { RoleBadge, useRoleName } from '@/features/roles/index.ts'
import type { RoleDecision } from '@/backend/admin-api.ts'
import type { Names, RoleRequest } from '../admin-rows.ts'
import { NOTE_MAX } from '../hooks/useRoleRequests.ts'
import { formatMoment as when } from '@/i18n/formats.ts'

interface Props {
  request: RoleRequest
  names: Names
  busy: boolean
  offline: boolean
  onDecide(request: RoleRequest, decision: RoleDecision, note: string): Promise<boolean>
}

const STATUS_COLOR = { pending: 'blue', approved: 'green', rejected: 'gray', cancelled: 'gray' }

/** One request: who asks for which role and why; pending ones take a decision and a note. */
export function RoleRequestCard({ request, names, busy, offline, onDecide }: Props) {
  const { t } = useTranslation('admin')
  const roleName = useRoleName()
  const [note, setNote] = useState('')
  const person = names.get(request.user_id) ?? t('unnamed')
  const pending = request.status === 'pending'
  const tooLong = note.trim().length > NOTE_MAX
  const decide = (decision: RoleDecision) => {
    void onDecide(request, decision, note).then((done) => done && setNote(''))
  }
  return (
    <Card withBorder padding="md" data-testid="role-request">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>{person}</Text>
            <RoleBadge role={request.requested_role} label={roleName(request.requested_role)} />
          </Group>
          <Badge color={STATUS_COLOR[request.status]} variant="light">
            {t(`requests.status.${request.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('requests.requestedAt', { date: when(request.created_at) })}
        </Text>
        <Text size="sm">{request.reason ?? t('requests.noReason')}</Text>
        {request.organization_id ? (
          <Text size="sm">
            {t('requests.organization', {
              name: names.get(request.organization_id) ?? request.organization_id,
            })}
          </Text>
        ) : null}
        {request.trade_scope.length > 0 ? (
          <Text size="sm">{t('requests.trades', { list: request.trade_scope.join(', ') })}</Text>
        ) : null}
        {request.region_scope.length > 0 ? (
          <Text size="sm">{t('requests.regions', { list: request.region_scope.join(', ') })}</Text>
        ) : null}
        {pending ? (
          <>
            <Textarea
              label={t('requests.note')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              error={tooLong ? t('requests.noteTooLong') : undefined}
              autosize
              minRows={1}
              maxRows={4}
            />
            <Group gap="sm">
              <Button
                color="green"
                onClick={() => decide('approved')}
                loading={busy}
                disabled={offline || tooLong}
                aria-label={`${t('requests.approve')}: ${person}, ${roleName(request.requested_role)}`}
              >
                {t('requests.approve')}
              </Button>
              <Button
                color="red"
                variant="light"
                onClick={() => decide('rejected')}
                loading={busy}
                disabled={offline || tooLong}
                aria-label={`${t('requests.reject')}: ${person}, ${roleName(request.requested_role)}`}
              >
                {t('requests.reject')}
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('requests.decided', {
              status: t(`requests.status.${request.status}`),
              person: request.decided_by ? (names.get(request.decided_by) ?? t('unnamed')) : '—',
              date: request.decided_at ? when(request.decided_at) : '—',
            })}
            {request.decision_note ? ` · ${request.decision_note}` : ''}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
