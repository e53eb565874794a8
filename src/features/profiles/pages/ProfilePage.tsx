import { useTranslation } from 'react-i18next'
import { useAuthView } from '@/features/auth/index.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { ProfileView } from '../components/ProfileView.tsx'

/** /profile: the signed-in user's own profile, editable in place. */
export function ProfilePage() {
  const { t } = useTranslation('pages')
  const { user } = useAuthView()
  return (
    <PageFrame title={t('profile.title')}>
      {user && <ProfileView userId={user.id} isOwn email={user.email} />}
    </PageFrame>
  )
}
