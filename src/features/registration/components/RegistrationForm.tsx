import type { ReactNode } from 'react'
import { Alert, Button, Group, Paper, Stack } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DocSyncBadge } from '@/features/sync-status/index.ts'
import { useConnectivity } from '@/data/shell.ts'

interface Props {
  collection: 'craftsman_profiles' | 'company_profiles'
  userId: string
  /** The profile exists (on this device or the server): the form edits it. */
  exists: boolean
  busy: boolean
  hasErrors: boolean
  submitLabel: string
  onSubmit: () => void
  children: ReactNode
}

/** The frame both registration forms share: status notes, the fields, save, sync state. */
export function RegistrationForm(props: Props) {
  const { t } = useTranslation('profiles')
  const { online } = useConnectivity()
  const already = props.collection === 'craftsman_profiles' ? 'alreadyCraftsman' : 'alreadyCompany'
  return (
    <Paper withBorder p="lg" radius="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          props.onSubmit()
        }}
      >
        <Stack>
          {props.exists && (
            <Group justify="space-between">
              <Alert color="blue" variant="light" style={{ flex: 1 }}>
                {t(`register.${already}`)}
              </Alert>
              <DocSyncBadge collection={props.collection} docId={props.userId} />
            </Group>
          )}
          {!online && (
            <Alert color="yellow" variant="light">
              {t('register.offlineNote')}
            </Alert>
          )}
          {props.children}
          {props.hasErrors && (
            <Alert color="red" variant="light" role="alert">
              {t('register.fixErrors')}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={props.busy}>
              {props.exists ? t('register.saveChanges') : props.submitLabel}
            </Button>
            {props.exists && (
              <Button component={Link} to="/profile" variant="default">
                {t('register.viewProfile')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
