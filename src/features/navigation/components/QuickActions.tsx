import { useLayoutEffect, useRef, useState } from 'react'
import { Badge, Button, Group, Kbd, Paper, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconBolt, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { FloatingDisclosure } from '@/ui/FloatingDisclosure.tsx'
import { useQuickActions } from '../hooks/useQuickActions.ts'
import { visibleQuickActions } from '../model/quick-actions.ts'
import { navigationStore } from '../navigation.store.ts'

/** Floating quick actions (spec section 2): signed-in only, 4 shown or 8 when expanded. */
export function QuickActions() {
  const { t } = useTranslation('navigation')
  const s = useSnapshot(navigationStore)
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState(false)
  const quick = useQuickActions()
  // Under 768 px the shell's own floating button sits bottom right: this one goes left.
  const isMobile = useMediaQuery('(max-width: 767px)')
  const shown = visibleQuickActions(s.userRole, expanded, s.preferences.favoriteActions)
  const order = shown.map((a) => a.id).join()
  // The list follows the role and favourites as sync delivers them; a button moved or replaced
  // under keyboard focus drops it to the page, so focus goes back to the same action, or the first.
  const panel = useRef<HTMLDivElement>(null)
  const focused = useRef<string | null>(null)
  useLayoutEffect(() => {
    const root = panel.current
    if (!open) focused.current = null
    if (!root || focused.current === null) return
    if (document.activeElement && document.activeElement !== document.body) return
    const buttons = [...root.querySelectorAll<HTMLElement>('[data-testid="quick-action"]')]
    ;(buttons.find((b) => b.dataset['actionId'] === focused.current) ?? buttons[0])?.focus()
  }, [order, open])
  if (!s.isSignedIn) return null
  return (
    <FloatingDisclosure
      opened={open}
      onToggle={() => setOpen((o) => !o)}
      onClose={() => setOpen(false)}
      labels={{ open: t('quick.open'), close: t('quick.close') }}
      icons={{ open: <IconBolt size={22} />, close: <IconX size={22} /> }}
      size={48}
      color="orange"
      position={isMobile ? { bottom: 84, left: 16 } : { bottom: 24, right: 24 }}
      zIndex={150}
      align={isMobile ? 'flex-start' : 'flex-end'}
    >
      {open ? (
        <Paper
          withBorder
          shadow="lg"
          radius="md"
          p="sm"
          w={260}
          role="region"
          aria-label={t('quick.label')}
          ref={panel}
          onFocus={(e) => (focused.current = e.target.dataset['actionId'] ?? null)}
          onBlur={(e) => {
            if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) {
              focused.current = null
            }
          }}
        >
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={6}>
            {t('quick.label')}
          </Text>
          <Stack gap={6}>
            {shown.map((a) => (
              <Button
                key={a.id}
                variant={a.variant}
                size="xs"
                justify="space-between"
                fullWidth
                data-testid="quick-action"
                data-action-id={a.id}
                onClick={() => quick.execute(a, 'click')}
                rightSection={
                  <Group gap={4} wrap="nowrap">
                    {a.badge ? (
                      <Badge size="xs" variant="light">
                        {t(`quick.badges.${a.badge}`)}
                      </Badge>
                    ) : null}
                    {a.shortcut ? (
                      <Kbd size="xs" title={t('quick.shortcut', { keys: a.shortcut.join(' ') })}>
                        {a.shortcut.join(' ').toUpperCase()}
                      </Kbd>
                    ) : null}
                  </Group>
                }
              >
                {quick.titleOf(a)}
              </Button>
            ))}
            <Button variant="subtle" size="compact-xs" onClick={() => setExpanded((e) => !e)}>
              {expanded ? t('quick.less') : t('quick.more')}
            </Button>
          </Stack>
        </Paper>
      ) : null}
    </FloatingDisclosure>
  )
}
