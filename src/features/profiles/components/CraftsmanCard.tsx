import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { CraftsmanProfileDoc } from '@/db/index.ts'
import { parseList } from '@/features/registration/index.ts'
import { DocSyncBadge } from '@/features/sync-status/index.ts'
import { CertificationList } from './CertificationList.tsx'
import { provinceName } from '@/i18n/places.ts'

/** Trades, level, experience, rate, where they work, certifications, contact (if allowed). */
export function CraftsmanCard({
  craftsman,
  phone,
  isOwn,
}: {
  craftsman: CraftsmanProfileDoc
  phone: string | null
  isOwn: boolean
}) {
  const { t } = useTranslation('profiles')
  const trades = parseList(craftsman.trades)
  const provinces = parseList(craftsman.service_provinces)
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="craftsman-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} id="craftsman-title">
            {t('profile.craftsmanTitle')}
          </Title>
          {isOwn && (
            <Group gap="xs">
              <DocSyncBadge collection="craftsman_profiles" docId={craftsman.user_id} />
              <Button component={Link} to="/craftsman-register" variant="light" size="xs">
                {t('profile.editCraftsman')}
              </Button>
            </Group>
          )}
        </Group>
        <Group gap={6}>
          {trades.map((trade) => (
            <Badge key={trade} variant="light" color="orange">
              {t(`trades.${trade}` as never, { defaultValue: trade })}
            </Badge>
          ))}
        </Group>
        <Text>
          {t(`levels.${craftsman.experience_level}`)} ·{' '}
          {t('profile.years', { count: craftsman.years_experience })}
          {craftsman.hourly_rate !== null &&
            ` · ${t('profile.rate', { rate: craftsman.hourly_rate })}`}
        </Text>
        {craftsman.city && <Text size="sm">{t('profile.basedIn', { city: craftsman.city })}</Text>}
        {provinces.length > 0 && (
          <Text size="sm">
            {t('profile.serves', { provinces: provinces.map(provinceName).join(', ') })}
          </Text>
        )}
        <Text size="sm" c={craftsman.is_available ? 'green' : 'dimmed'}>
          {craftsman.is_available ? t('profile.available') : t('profile.unavailable')}
        </Text>
        <Title order={4}>{t('certifications.title')}</Title>
        <CertificationList text={craftsman.certifications} />
        {craftsman.bio && <Text style={{ whiteSpace: 'pre-line' }}>{craftsman.bio}</Text>}
        {phone && (
          <Text size="sm">
            {t('profile.contact')}: <a href={`tel:${phone}`}>{phone}</a>
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
