import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useAuthView } from '@/features/auth/index.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { ProfileView } from '../components/ProfileView.tsx'

const route = getRouteApi('/profile/$userId')

/** /profile/{userId}: any member's public profile (one's own stays editable). */
export function PublicProfilePage() {
  const { t } = useTranslation('pages')
  const { userId } = route.useParams()
  const { user } = useAuthView()
  const isOwn = user?.id === userId
  return (
    <PageFrame title={t('publicProfile.title')}>
      <ProfileView
        key={userId}
        userId={userId}
        isOwn={isOwn}
        email={isOwn ? user?.email : null}
        namesPage
      />
    </PageFrame>
  )
}
