import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { CompanyProfileDoc } from '@/db/index.ts'
import { useRepositories } from '@/data/shell.ts'
import { AvatarPhoto, ProfilePhotoEditor, saveCompanyLogo } from '@/features/files/index.ts'
import { parseList } from '@/features/registration/index.ts'
import { DocSyncBadge } from '@/features/sync-status/index.ts'
import { provinceName } from '@/i18n/places.ts'

/** Company name, where it is, size, trades it hires, website and contact (if allowed). */
export function CompanyCard({
  company,
  phone,
  isOwn,
}: {
  company: CompanyProfileDoc
  phone: string | null
  isOwn: boolean
}) {
  const { t } = useTranslation('profiles')
  const trades = parseList(company.trades_hired)
  const repos = useRepositories()
  const logoAlt = t('profile.logoAlt', { name: company.company_name })
  const initials = company.company_name.slice(0, 2).toUpperCase()
  const setLogo = async (path: string | null) => {
    if (repos) await saveCompanyLogo(repos, company, path)
  }
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="company-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="sm" wrap="nowrap">
            {isOwn ? null : (
              <AvatarPhoto
                path={company.logo_path}
                url={company.logo_url}
                initials={initials}
                alt={logoAlt}
                size={56}
                round={false}
              />
            )}
            <Title order={3} id="company-title">
              {company.company_name}
            </Title>
          </Group>
          {isOwn && (
            <Group gap="xs">
              <DocSyncBadge collection="company_profiles" docId={company.user_id} />
              <Button component={Link} to="/company-register" variant="light" size="xs">
                {t('profile.editCompany')}
              </Button>
            </Group>
          )}
        </Group>
        {isOwn ? (
          <ProfilePhotoEditor
            owner={company.user_id}
            kind="logo"
            path={company.logo_path}
            fallbackUrl={company.logo_url}
            initials={initials}
            alt={logoAlt}
            onChange={setLogo}
          />
        ) : null}
        <Text>
          {company.city}, {provinceName(company.province)}
          {company.company_size && ` · ${t('profile.size', { size: company.company_size })}`}
        </Text>
        {company.business_number && (
          <Text size="sm" c="dimmed">
            {t('profile.businessNumber', { number: company.business_number })}
          </Text>
        )}
        {trades.length > 0 && (
          <Group gap={6}>
            <Text size="sm">{t('profile.hires')}:</Text>
            {trades.map((trade) => (
              <Badge key={trade} variant="light">
                {t(`trades.${trade}` as never, { defaultValue: trade })}
              </Badge>
            ))}
          </Group>
        )}
        {company.description && (
          <Text style={{ whiteSpace: 'pre-line' }}>{company.description}</Text>
        )}
        <Group gap="md">
          {company.website_url && (
            <Anchor href={company.website_url} target="_blank" rel="noopener noreferrer">
              {company.website_url}
            </Anchor>
          )}
          {phone && <Anchor href={`tel:${phone}`}>{phone}</Anchor>}
        </Group>
      </Stack>
    </Paper>
  )
}
