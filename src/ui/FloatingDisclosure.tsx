import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { ActionIcon, Affix, Stack, type AffixProps, type MantineColor } from '@mantine/core'
import { useFloatingYield } from './useFloatingYield.ts'

interface Props {
  opened: boolean
  onToggle(): void
  onClose(): void
  /** The button's name while closed and while open (each floating button has its own). */
  labels: { open: string; close: string }
  icons: { open: ReactNode; close: ReactNode }
  size: number
  color?: MantineColor
  position: AffixProps['position']
  zIndex: number
  hiddenFrom?: AffixProps['hiddenFrom']
  align: 'flex-start' | 'flex-end'
  /** Names the button and its panel as one group, when given. */
  groupLabel?: string
  /** The panel, drawn above the button; the caller mounts it only while open. */
  children: ReactNode
}

/**
 * A round floating button that opens a panel above it. The button comes first in the page, so
 * Tab goes from it into the panel (column-reverse draws the panel on top), and Escape anywhere
 * in the two closes the panel and puts focus back on the button. While a field has focus or the
 * page scrolls down, it steps out of the way (useFloatingYield).
 */
export function FloatingDisclosure(props: Props) {
  const { opened, onClose, labels, icons, groupLabel } = props
  const button = useRef<HTMLButtonElement>(null)
  const away = useFloatingYield(opened)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !opened) return
    event.stopPropagation()
    onClose()
    button.current?.focus()
  }
  // A panel whose items change while one has focus (the user's favourites arriving from sync)
  // moves that item, and the browser drops focus to the page: Escape must still close it.
  useEffect(() => {
    if (!opened) return
    const onPageKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if (document.activeElement && document.activeElement !== document.body) return
      onClose()
      button.current?.focus()
    }
    document.addEventListener('keydown', onPageKey)
    return () => document.removeEventListener('keydown', onPageKey)
  }, [opened, onClose])
  return (
    <Affix
      position={props.position}
      zIndex={props.zIndex}
      data-away={away}
      style={{
        transition: 'opacity 150ms ease, transform 150ms ease, visibility 150ms',
        opacity: away ? 0 : 1,
        transform: away ? 'translateY(16px)' : 'none',
        visibility: away ? 'hidden' : 'visible',
      }}
      {...(props.hiddenFrom ? { hiddenFrom: props.hiddenFrom } : {})}
    >
      <Stack
        align={props.align}
        gap="xs"
        style={{ flexDirection: 'column-reverse' }}
        onKeyDown={onKeyDown}
        {...(groupLabel ? { role: 'group', 'aria-label': groupLabel } : {})}
      >
        <ActionIcon
          ref={button}
          size={props.size}
          radius="xl"
          variant="filled"
          {...(props.color ? { color: props.color } : {})}
          aria-expanded={opened}
          aria-label={opened ? labels.close : labels.open}
          onClick={props.onToggle}
        >
          {opened ? icons.close : icons.open}
        </ActionIcon>
        {props.children}
      </Stack>
    </Affix>
  )
}
