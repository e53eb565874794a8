import { useState } from 'react'
import { Anchor, Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { RoleBadge, useRoleName } from '@/features/roles/index.ts'
import { formatMoment } from '@/i18n/formats.ts'
import { ORGANIZATION_ROLES, type JoinRequest } from '../group-admin-rows.ts'

const NOTE_MAX = 1000
const STATUS_COLOR = { pending: 'blue', approved: 'green', rejected: 'gray' } as const

interface Props {
  request: JoinRequest
  offline: boolean
  onDecide(request: JoinRequest, approve: boolean, note: string): Promise<boolean>
}

/** Someone asking to join with a role: approve or reject, with an optional note to them. */
export function JoinRequestCard({ request, offline, onDecide }: Props) {
  const { t } = useTranslation('groupAdmin')
  const roleName = useRoleName()
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null)
  const pending = request.status === 'pending'
  const decide = (approve: boolean) => {
    setBusy(approve ? 'approve' : 'reject')
    void onDecide(request, approve, note).then((done) => {
      setBusy(null)
      if (done) setNote('')
    })
  }
  return (
    <Card withBorder padding="sm" data-testid="join-request">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Anchor
              fw={600}
              renderRoot={(p) => (
                <Link to="/profile/$userId" params={{ userId: request.user_id }} {...p} />
              )}
            >
              {request.full_name ?? t('unnamed')}
            </Anchor>
            <RoleBadge role={request.requested_role} label={roleName(request.requested_role)} />
          </Group>
          <Badge variant="light" color={STATUS_COLOR[request.status]}>
            {t(`requests.status.${request.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {pending || !request.decided_at
            ? t('requests.askedAt', { date: formatMoment(request.created_at) })
            : t('requests.decidedAt', { date: formatMoment(request.decided_at) })}
        </Text>
        <Text size="sm">{request.reason ?? t('requests.noReason')}</Text>
        {!pending && request.decision_note ? (
          <Text size="sm" fs="italic">
            {request.decision_note}
          </Text>
        ) : null}
        {pending && request.decidable ? (
          <>
            <Textarea
              label={t('requests.note')}
              autosize
              minRows={1}
              maxLength={NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <Group gap="xs">
              <Button
                size="xs"
                color="green"
                loading={busy === 'approve'}
                disabled={offline || busy !== null}
                onClick={() => decide(true)}
              >
                {t('requests.approve')}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={busy === 'reject'}
                disabled={offline || busy !== null}
                onClick={() => decide(false)}
              >
                {t('requests.reject')}
              </Button>
            </Group>
          </>
        ) : null}
        {pending &&
        !request.decidable &&
        !(ORGANIZATION_ROLES as readonly string[]).includes(request.requested_role) ? (
          <Text size="sm" c="dimmed">
            {t('requests.platformRole')}
          </Text>
        ) : null}
        {pending && !request.decidable && request.requested_role === 'company' ? (
          <Text size="sm" c="dimmed">
            {request.requested_role === 'company'
              ? t('requests.ownerOnly')
              : t('requests.platformRole')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}
