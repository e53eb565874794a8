import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconPencil } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { UserProfileDoc } from '@/db/index.ts'
import { useAuthView } from '@/features/auth/index.ts'
import { StartChatButton } from '@/features/chat/index.ts'
import { AvatarPhoto } from '@/features/files/index.ts'
import { RoleBadge, useRoleName } from '@/features/roles/index.ts'
import { DocSyncBadge } from '@/features/sync-status/index.ts'
import { avatarInitials } from '@/lib/initials.ts'
import { formatDate, type ShownRole } from '../profile-view.ts'

interface Props {
  userId: string
  user: UserProfileDoc | null
  roles: ShownRole[]
  email?: string | null
  /** Shown only to those the server lets read it. */
  phone: string | null
  onEdit?: () => void
}

/** Photo or initials, name, roles, member since, the profile's sync state when it is one's own. */
export function ProfileHeader({ userId, user, roles, email, phone, onEdit }: Props) {
  const { t } = useTranslation('profiles')
  const roleName = useRoleName()
  const viewer = useAuthView().user?.id ?? null
  const name = user?.full_name ?? null
  return (
    <Paper withBorder p="lg" radius="md">
      <Group align="flex-start" justify="space-between" wrap="wrap">
        <Group align="center" wrap="nowrap">
          <AvatarPhoto
            path={user?.avatar_path ?? null}
            url={user?.profile_image_url}
            alt={t('profile.avatarAlt', { name: name ?? t('profile.noName') })}
            size={80}
            initials={avatarInitials(name, email)}
          />
          <Stack gap={4}>
            <Title order={2} data-testid="profile-name">
              {name ?? t('profile.noName')}
            </Title>
            {user && (
              <Text size="sm" c="dimmed">
                {t('profile.memberSince', { date: formatDate(user.created_at) })}
              </Text>
            )}
            <Group gap={6} aria-label={t('profile.roles')}>
              {roles.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('profile.noRoles')}
                </Text>
              )}
              {roles.map((r) => (
                <RoleBadge
                  key={r.role}
                  role={r.role}
                  status={r.status}
                  label={
                    r.status === 'pending'
                      ? `${roleName(r.role)} (${t('profile.pending')})`
                      : roleName(r.role)
                  }
                />
              ))}
            </Group>
          </Stack>
        </Group>
        {!onEdit && viewer && viewer !== userId ? (
          <StartChatButton kind="direct" userId={userId} size="sm" />
        ) : null}
        {onEdit && (
          <Group>
            <DocSyncBadge collection="user_profiles" docId={userId} />
            <Button variant="light" leftSection={<IconPencil size={16} />} onClick={onEdit}>
              {t('profile.edit')}
            </Button>
          </Group>
        )}
      </Group>
      {user?.bio && (
        <Text mt="md" style={{ whiteSpace: 'pre-line' }} data-testid="profile-bio">
          {user.bio}
        </Text>
      )}
      {phone && (
        <Text mt="xs" size="sm">
          {t('profile.contact')}: <a href={`tel:${phone}`}>{phone}</a>
        </Text>
      )}
    </Paper>
  )
}
