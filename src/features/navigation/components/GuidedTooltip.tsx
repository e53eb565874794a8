import { useEffect, useState } from 'react'
import { ActionIcon, Button, Group, Paper, Portal, Text } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { OVERLAY_PRIORITY, useOverlaySlot } from '@/ui/overlay-slot.ts'
import { useTooltipPick } from '../hooks/useTooltipPick.ts'
import { TOOLTIP_WIDTH, type TooltipDefinition } from '../model/tooltips.ts'
import { navigationStore } from '../navigation.store.ts'
import { isTouchPrimary } from '../touch.ts'
import { useNavigationActions } from '../useNavigationIntelligence.ts'
import classes from './GuidedTooltip.module.css'

const MARGIN = 8
/** Room for the arrow between the tip and the control it points at. */
const GAP = 12

type Place =
  | { top: number; left: number; arrowLeft: number }
  | { bottom: number; left: number; arrowLeft: null }

/** Under this width the tip sits above the bottom bar and its floating buttons. */
const MOBILE_WIDTH = 768
const MOBILE_BOTTOM = 160

/**
 * Beside its control in the header (right edges aligned, the arrow at the control's centre), so
 * the page's headline and cards stay uncovered; on a phone, docked above the bottom bar.
 */
function placeNear(def: TooltipDefinition): Place | null {
  const target = document.querySelector(def.target)
  if (!target) return null
  const vw = window.innerWidth
  const clampX = (x: number) => Math.max(MARGIN, Math.min(x, vw - TOOLTIP_WIDTH - MARGIN))
  if (vw < MOBILE_WIDTH) {
    return { bottom: MOBILE_BOTTOM, left: clampX((vw - TOOLTIP_WIDTH) / 2), arrowLeft: null }
  }
  const r = target.getBoundingClientRect()
  const left = clampX(r.right + MARGIN - TOOLTIP_WIDTH)
  const arrowLeft = Math.max(16, Math.min(r.left + r.width / 2 - left, TOOLTIP_WIDTH - 16))
  return { top: r.bottom + GAP, left, arrowLeft }
}

interface TipText {
  title: string
  description: string
  action: string
}

function useTipText(def: TooltipDefinition | null): TipText | null {
  const { t } = useTranslation('navigation')
  const { profileSide, profileGaps } = useSnapshot(navigationStore)
  if (!def) return null
  const key = def.id as 'welcome-tour'
  const touch = isTouchPrimary()
  if (def.id === 'profile-completion') {
    const company = profileSide === 'company'
    const base = 'tooltips.profile-completion'
    const fields = profileGaps
      .slice(0, 3)
      .map((g) => t(`${base}.gaps.${g}`))
      .join(', ')
    return {
      title: t(`${base}.title`),
      description: `${t(company ? `${base}.companyDescription` : `${base}.description`)} ${t(`${base}.missing`, { fields })}`,
      action: t(company ? `${base}.companyAction` : `${base}.action`),
    }
  }
  const touchKey =
    def.id === 'welcome-tour' || def.id === 'advanced-search'
      ? (`tooltips.${def.id}.touchDescription` as const)
      : null
  return {
    title: t(`tooltips.${key}.title`),
    description: touch && touchKey ? t(touchKey) : t(`tooltips.${key}.description`),
    action: t(`tooltips.${key}.action`),
  }
}

/** Guided tooltips (spec sections 4 and 6): 320 px, close / Don't show again / action. */
export function GuidedTooltip() {
  const { t } = useTranslation('navigation')
  const nav = useNavigationActions()
  const [def, hide] = useTooltipPick()
  const [place, setPlace] = useState<Place | null>(null)
  const text = useTipText(def)
  // Behind the install and update cards, and out of the way of any modal.
  const slotted = useOverlaySlot('tip', def !== null && place !== null, OVERLAY_PRIORITY.tip)

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

  if (!def || !place || !text || !slotted) return null
  const { arrowLeft, ...at } = place
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
        style={{ position: 'fixed', ...at, zIndex: 160 }}
      >
        {arrowLeft === null ? null : <span className={classes.arrow} style={{ left: arrowLeft }} />}
        <Group justify="space-between" wrap="nowrap" align="flex-start" mb={4}>
          <Text fw={600} id={`tooltip-${def.id}`}>
            {text.title}
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
          {text.description}
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
            {text.action}
          </Button>
        </Group>
      </Paper>
    </Portal>
  )
}
