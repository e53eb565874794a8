import { Badge } from '@mantine/core'
import { IconCloud } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** Marks a job read from the server that this device does not hold (no offline copy). */
export function NotSavedBadge() {
  const { t } = useTranslation('jobs')
  return (
    <Badge
      color="gray"
      variant="light"
      size="sm"
      leftSection={<IconCloud size={12} aria-hidden />}
      data-testid="not-saved-badge"
    >
      {t('server.notSaved')}
    </Badge>
  )
}
