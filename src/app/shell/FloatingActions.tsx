import { ActionIcon, Affix, Button, Stack, Transition } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconBriefcase, IconCalendarEvent, IconPencil, IconPlus, IconX } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** Mobile quick create (signed in): Post to the social feed, Jobs, Events. */
export function FloatingActions() {
  const { t } = useTranslation('shell')
  const [open, toggle] = useDisclosure(false)
  return (
    <Affix position={{ bottom: 84, right: 16 }} hiddenFrom="sm" zIndex={101}>
      <Stack align="flex-end" gap="xs" role="group" aria-label={t('floating.label')}>
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
        <ActionIcon
          size={56}
          radius="xl"
          onClick={toggle.toggle}
          aria-expanded={open}
          aria-label={open ? t('floating.close') : t('floating.open')}
        >
          {open ? <IconX size={26} /> : <IconPlus size={26} />}
        </ActionIcon>
      </Stack>
    </Affix>
  )
}
