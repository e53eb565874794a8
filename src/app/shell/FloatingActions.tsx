import { Button, Stack, Transition } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconBriefcase, IconCalendarEvent, IconPencil, IconPlus, IconX } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { FloatingDisclosure } from '@/ui/FloatingDisclosure.tsx'

/** Mobile quick create (signed in): Post to the social feed, Jobs, Events. */
export function FloatingActions() {
  const { t } = useTranslation('shell')
  const [open, toggle] = useDisclosure(false)
  return (
    <FloatingDisclosure
      opened={open}
      onToggle={toggle.toggle}
      onClose={toggle.close}
      labels={{ open: t('floating.open'), close: t('floating.close') }}
      icons={{ open: <IconPlus size={26} />, close: <IconX size={26} /> }}
      size={56}
      position={{ bottom: 84, right: 16 }}
      hiddenFrom="sm"
      zIndex={101}
      align="flex-end"
      groupLabel={t('floating.label')}
    >
      <Transition mounted={open} transition="pop" duration={120}>
        {(style) => (
          <Stack style={style} gap="xs" align="flex-end">
            <Button
              renderRoot={(props) => (
                <Link to="/social-hub" search={{ tab: 'feed', action: 'post' }} {...props} />
              )}
              leftSection={<IconPencil size={16} />}
              onClick={toggle.close}
            >
              {t('floating.post')}
            </Button>
            <Button
              component={Link}
              to="/jobs"
              leftSection={<IconBriefcase size={16} />}
              onClick={toggle.close}
            >
              {t('floating.jobs')}
            </Button>
            <Button
              renderRoot={(props) => (
                <Link to="/social-hub" search={{ tab: 'events' }} {...props} />
              )}
              leftSection={<IconCalendarEvent size={16} />}
              onClick={toggle.close}
            >
              {t('floating.events')}
            </Button>
          </Stack>
        )}
      </Transition>
    </FloatingDisclosure>
  )
}
