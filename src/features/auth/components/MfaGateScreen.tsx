import { Alert, Button, Stack, Text } from '@mantine/core'
import { IconShieldLock } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { stepUpWithCode } from '../session/mfa-actions.ts'
import { TWO_STEP_SECTION_ID } from '../two-step-section.ts'
import { TotpCodeForm } from './TotpCodeForm.tsx'

/**
 * Shown by the route gate in place of an admin page: a code form when the session is aal1 and
 * the user has a verified factor (a good code steps the session up and the page appears, as
 * the gate re-decides), else a pointer to set one up in Settings.
 */
export function MfaGateScreen({ kind }: { kind: 'verify' | 'enrol' }) {
  const { t } = useTranslation('mfa')
  if (kind === 'enrol') {
    return (
      <PageFrame title={t('gate.enrolTitle')}>
        <Alert color="yellow" icon={<IconShieldLock size={18} />} maw={640}>
          <Stack gap="sm" align="flex-start">
            <Text>{t('gate.enrolBody')}</Text>
            <Button component={Link} to="/settings" hash={TWO_STEP_SECTION_ID}>
              {t('gate.enrolLink')}
            </Button>
          </Stack>
        </Alert>
      </PageFrame>
    )
  }
  return (
    <PageFrame title={t('gate.verifyTitle')} description={t('gate.verifyBody')}>
      <TotpCodeForm onCode={stepUpWithCode} submitLabel={t('gate.verify')} />
    </PageFrame>
  )
}
