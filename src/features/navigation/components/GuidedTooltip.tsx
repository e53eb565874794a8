import { useEffect, useState } from 'react'
import { ActionIcon, Button, Group, Paper, Portal, Text } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useTooltipPick } from '../hooks/useTooltipPick.ts'
import { TOOLTIP_WIDTH, type TooltipDefinition } from '../model/tooltips.ts'
import { useNavigationActions } from '../useNavigationIntelligence.ts'

const MARGIN = 8

type Place = { top: number; left: number } | { bottom: number; left: number }

/** Under this width the shell's bottom bar and floating button take the bottom corner. */
const MOBILE_WIDTH = 768

function placeNear(def: TooltipDefinition): Place | null {
  const target = document.querySelector(def.target)
  if (!target) return null
  const r = target.getBoundingClientRect()
  const vw = window.innerWidth
  const vh = window.innerHeight
  const clampX = (x: number) => Math.max(MARGIN, Math.min(x, vw - TOOLTIP_WIDTH - MARGIN))
  const clampY = (y: number) => Math.max(MARGIN, Math.min(y, vh - 200))
  switch (def.position) {
    case 'bottom':
      return {
        top: clampY(r.bottom + MARGIN),
        left: clampX(r.left + r.width / 2 - TOOLTIP_WIDTH / 2),
      }
    case 'left':
      return { top: clampY(r.top), left: clampX(r.left - TOOLTIP_WIDTH - MARGIN) }
    case 'right':
      return { top: clampY(r.top), left: clampX(r.right + MARGIN) }
    default:
      // The whole page: the bottom-left corner, clear of header menus and the quick actions.
      return vw < MOBILE_WIDTH
        ? { bottom: 160, left: clampX((vw - TOOLTIP_WIDTH) / 2) }
        : { bottom: 24, left: 24 }
  }
}

/** Guided tooltips (spec sections 4 and 6): 320 px, close / Don't show again / action. */
export function GuidedTooltip() {
  const { t } = useTranslation('navigation')
  const nav = useNavigationActions()
  const [def, hide] = useTooltipPick()
  const [place, setPlace] = useState<Place | null>(null)

  useEffect(() => {
    if (!def) return
    const update = () => setPlace(placeNear(def))
    update()
    window.addEventListener('resize', update)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      window.removeEventListener('resize', update)
      window.removeEventListener('scroll', update)
    }
  }, [def])

  if (!def || !place) return null
  const key = def.id as 'welcome-tour'
  const interact = (interaction: 'close' | 'dont_show_again' | 'action') => {
    void nav.track('tooltip_interaction', { tooltipId: def.id, interaction })
    if (interaction === 'action') void nav.run(def.action)
    // Spec section 4: closing and Don't show again both record a dismissal.
    else void nav.dismissTooltip(def.id)
    hide()
  }
  return (
    <Portal>
      <Paper
        role="dialog"
        aria-labelledby={`tooltip-${def.id}`}
        data-tooltip-id={def.id}
        withBorder
        shadow="lg"
        radius="md"
        p="md"
        w={TOOLTIP_WIDTH}
        // Above the page and the quick actions, under menus, popovers and dialogs.
        style={{ position: 'fixed', ...place, zIndex: 160 }}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start" mb={4}>
          <Text fw={600} id={`tooltip-${def.id}`}>
            {t(`tooltips.${key}.title`)}
          </Text>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t('tooltips.close')}
            onClick={() => interact('close')}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`tooltips.${key}.description`)}
        </Text>
        <Group justify="space-between" mt="sm" gap="xs">
          {def.conditions.dismissible ? (
            <Button variant="subtle" size="compact-xs" onClick={() => interact('dont_show_again')}>
              {t('tooltips.dontShowAgain')}
            </Button>
          ) : (
            <span />
          )}
          <Button size="compact-sm" onClick={() => interact('action')}>
            {t(`tooltips.${key}.action`)}
          </Button>
        </Group>
      </Paper>
    </Portal>
  )
}
