import { Badge, Group, List, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  decodeCertifications,
  expiryStatus,
  type ExpiryStatus,
} from '@/features/registration/index.ts'
import { formatDate } from '../profile-view.ts'

const COLOR: Record<Exclude<ExpiryStatus, 'none'>, string> = {
  valid: 'green',
  expiringSoon: 'yellow',
  expired: 'red',
}

/** Certifications with number, issuer and expiry status (expired ones stay listed, marked). */
export function CertificationList({ text }: { text: string }) {
  const { t } = useTranslation('profiles')
  const list = decodeCertifications(text)
  const now = new Date()
  if (list.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('certifications.none')}
      </Text>
    )
  return (
    <List spacing="xs" listStyleType="none" aria-label={t('certifications.title')}>
      {list.map((c, i) => {
        const status = expiryStatus(c.expires_on, now)
        return (
          <List.Item key={`${c.name}-${i}`}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{c.name}</Text>
              {c.number && (
                <Text size="sm" c="dimmed">
                  #{c.number}
                </Text>
              )}
              {c.issuer && (
                <Text size="sm" c="dimmed">
                  {c.issuer}
                </Text>
              )}
              <Text size="sm">
                {c.expires_on
                  ? t('certifications.expires', { date: formatDate(c.expires_on) })
                  : t('certifications.noExpiry')}
              </Text>
              {status !== 'none' && (
                <Badge color={COLOR[status]} variant="light" size="sm">
                  {t(`certifications.status.${status}`)}
                </Badge>
              )}
            </Group>
          </List.Item>
        )
      })}
    </List>
  )
}
