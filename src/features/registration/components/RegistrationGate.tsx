import type { ReactNode } from 'react'
import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useAuthView } from '@/features/auth/index.ts'
import { ErrorPanel } from '@/ui/ErrorPanel.tsx'
import { PageLoader } from '@/ui/PageLoader.tsx'
import { useOwnProfiles, type OwnProfiles } from '../hooks/useOwnProfiles.ts'
import { localErrorKey } from '@/lib/local-errors.ts'

/** Loading, signed-out and error states; renders the form once the replica has answered. */
export function RegistrationGate({
  children,
}: {
  children: (userId: string, data: OwnProfiles) => ReactNode
}) {
  const { t } = useTranslation('profiles')
  const { user } = useAuthView()
  if (!user) return <Text>{t('register.signInFirst')}</Text>
  return <Loaded userId={user.id}>{children}</Loaded>
}

function Loaded({
  userId,
  children,
}: {
  userId: string
  children: (userId: string, data: OwnProfiles) => ReactNode
}) {
  const { t } = useTranslation('profiles')
  const data = useOwnProfiles(userId)
  if (data.error) {
    return (
      <ErrorPanel
        compact
        title={t('profile.loadFailedTitle')}
        body={t('profile.loadFailed', { message: t(localErrorKey(data.error) as never) })}
      />
    )
  }
  if (data.isLoading) return <PageLoader label={t('profile.loading')} />
  return <>{children(userId, data)}</>
}
