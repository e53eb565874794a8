import { ActionIcon, Tooltip } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useNavigationActions } from '../useNavigationIntelligence.ts'

/**
 * Opens the command palette: the way in on a phone, where there is no Ctrl+K, and the control
 * the search tips point at (data-tip-anchor).
 */
export function SearchButton() {
  const { t } = useTranslation('navigation')
  const nav = useNavigationActions()
  return (
    <Tooltip
      label={t('searchButton.shortcut')}
      events={{ hover: true, focus: false, touch: false }}
    >
      <ActionIcon
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={t('searchButton.label')}
        aria-keyshortcuts="Control+K Meta+K"
        data-tip-anchor="search"
        onClick={() => nav.openPalette()}
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  )
}
