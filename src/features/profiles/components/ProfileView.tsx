import { useState } from 'react'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { Link, useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ErrorPanel } from '@/ui/ErrorPanel.tsx'
import { PageLoader } from '@/ui/PageLoader.tsx'
import { useNamePage } from '@/ui/page-name.ts'
import { useContacts } from '@/features/registration/index.ts'
import { useProfileData } from '../hooks/useProfileData.ts'
import { shownRoles } from '../profile-view.ts'
import { CompanyCard } from './CompanyCard.tsx'
import { CraftsmanCard } from './CraftsmanCard.tsx'
import { OpenJobsList } from './OpenJobsList.tsx'
import { PortfolioList } from './PortfolioList.tsx'
import { ProfileEditForm } from './ProfileEditForm.tsx'
import { ProfileHeader } from './ProfileHeader.tsx'
import { localErrorKey } from '@/lib/local-errors.ts'

interface Props {
  userId: string
  isOwn: boolean
  email?: string | null
  /** The page is this member's: the breadcrumb and the document title carry their name. */
  namesPage?: boolean
}

/** One member's profile from the replica; one's own is editable in place. */
export function ProfileView({ userId, isOwn, email, namesPage = false }: Props) {
  const { t } = useTranslation('profiles')
  const data = useProfileData(userId, isOwn)
  const company = data.company?.company_name
  useNamePage(useLocation().pathname, namesPage ? (data.user?.full_name ?? company) : null)
  // Shown only when the server lets this viewer read them (not replicated; see contacts-api.ts).
  const { contacts, reload } = useContacts(userId)
  const [editing, setEditing] = useState(false)
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
  if (!isOwn && !data.user && !data.craftsman && !data.company) {
    return (
      <ErrorPanel compact title={t('profile.notFoundTitle')} body={t('profile.notFoundBody')} />
    )
  }
  const roles = shownRoles({ roles: data.roles, craftsman: data.craftsman, company: data.company })
  return (
    <Stack gap="lg">
      {editing && data.user ? (
        <ProfileEditForm
          userId={userId}
          user={data.user}
          contacts={contacts}
          onPhoneSaved={reload}
          onDone={() => setEditing(false)}
        />
      ) : (
        <ProfileHeader
          userId={userId}
          user={data.user}
          roles={roles}
          email={email}
          phone={contacts?.phone ?? null}
          onEdit={isOwn && data.user ? () => setEditing(true) : undefined}
        />
      )}
      {isOwn && !data.craftsman && !data.company && (
        <Paper withBorder p="lg" radius="md">
          <Text mb="sm">{t('profile.notRegistered')}</Text>
          <Group>
            <Button component={Link} to="/craftsman-register">
              {t('profile.becomeCraftsman')}
            </Button>
            <Button component={Link} to="/company-register" variant="default">
              {t('profile.registerCompany')}
            </Button>
          </Group>
        </Paper>
      )}
      {data.craftsman && (
        <CraftsmanCard
          craftsman={data.craftsman}
          phone={contacts?.craftsman_phone ?? null}
          isOwn={isOwn}
        />
      )}
      {data.company && (
        <CompanyCard company={data.company} phone={contacts?.company_phone ?? null} isOwn={isOwn} />
      )}
      {data.company && <OpenJobsList jobs={data.openJobs} />}
      {(data.craftsman || data.portfolio.length > 0) && (
        <PortfolioList items={data.portfolio} isOwn={isOwn} />
      )}
    </Stack>
  )
}
