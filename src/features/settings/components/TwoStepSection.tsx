import { useState } from 'react'
import { Button, Group, Loader, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import {
  removeTotpFactor,
  startTotpEnrolment,
  TotpCodeForm,
  TWO_STEP_SECTION_ID,
  useMfaStatus,
  verifyTotpCode,
  type TotpEnrolment,
  type TotpFactor,
} from '@/features/auth/index.ts'
import { NeedsNetworkNotice, useNeedsNetwork } from '@/features/pwa/index.ts'
import { mfaErrorKey, verifiedTotpFactors } from '@/lib/auth/index.ts'
import { useTotpFactors } from '../hooks/useTotpFactors.ts'
import { ConfirmAction } from './ConfirmAction.tsx'
import { Section } from './Section.tsx'
import { TotpEnrolmentPanel } from './TotpEnrolmentPanel.tsx'

/** Settings > Two-step verification: add an authenticator app (TOTP), see it, remove it. */
export function TwoStepSection() {
  const { t } = useTranslation('mfa')
  const { view, reload } = useTotpFactors()
  return (
    <Section id={TWO_STEP_SECTION_ID} title={t('title')} hint={t('hint')}>
      {view.state === 'loading' ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : view.state === 'offline' ? (
        <NeedsNetworkNotice action={t('action')} />
      ) : view.state === 'failed' ? (
        <Group gap="sm">
          <Text size="sm">{t('loadFailed')}</Text>
          <Button variant="default" size="xs" onClick={reload}>
            {t('retry')}
          </Button>
        </Group>
      ) : (
        <Factors factors={view.factors} onChanged={reload} />
      )}
    </Section>
  )
}

function Factors({ factors, onChanged }: { factors: TotpFactor[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation('mfa')
  const network = useNeedsNetwork(t('action'))
  const { level } = useMfaStatus()
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null)
  const [starting, setStarting] = useState(false)
  const [steppingUp, setSteppingUp] = useState(false)
  const factor = verifiedTotpFactors(factors)[0]
  const showFailure = (error: Parameters<typeof mfaErrorKey>[0]) =>
    notifications.show({ color: 'red', title: t('failedTitle'), message: t(mfaErrorKey(error)) })

  const start = async () => {
    setStarting(true)
    const result = await startTotpEnrolment()
    setStarting(false)
    if (result.ok) setEnrolment(result.value)
    else showFailure(result.error)
  }
  const enabled = () => {
    setEnrolment(null)
    notifications.show({ color: 'green', title: t('enabledTitle'), message: t('enabledMessage') })
    onChanged()
  }
  const remove = async (factorId: string) => {
    const result = await removeTotpFactor(factorId)
    if (!result.ok) {
      showFailure(result.error)
      return
    }
    setSteppingUp(false)
    notifications.show({ title: t('removedTitle'), message: t('removedMessage') })
    onChanged()
  }

  if (enrolment) {
    return (
      <TotpEnrolmentPanel
        enrolment={enrolment}
        onVerified={enabled}
        onCancel={() => setEnrolment(null)}
      />
    )
  }
  if (!factor) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('off')}</Text>
        <Button onClick={() => void start()} loading={starting} disabled={network.blocked}>
          {t('setUp')}
        </Button>
        <NeedsNetworkNotice action={t('action')} />
      </Stack>
    )
  }

  const added = new Date(factor.created_at).toLocaleDateString(i18n.language)
  // Removing a verified factor needs an aal2 session: an aal1 one proves the app first.
  const verifyThenRemove = async (code: string) => {
    const result = await verifyTotpCode(factor.id, code)
    if (result.ok) await remove(factor.id)
    return result
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('on', { date: added })}</Text>
      {steppingUp ? (
        <>
          <Text size="sm">{t('removeStepUp')}</Text>
          <TotpCodeForm onCode={verifyThenRemove} submitLabel={t('verifyAndContinue')}>
            <Button variant="default" onClick={() => setSteppingUp(false)}>
              {t('cancel')}
            </Button>
          </TotpCodeForm>
        </>
      ) : level === 'aal2' ? (
        <ConfirmAction
          label={t('remove')}
          message={async () => t('removeConfirm')}
          onConfirm={() => remove(factor.id)}
        />
      ) : (
        <Button
          variant="light"
          color="red"
          onClick={() => setSteppingUp(true)}
          disabled={network.blocked}
        >
          {t('remove')}
        </Button>
      )}
      <NeedsNetworkNotice action={t('action')} />
    </Stack>
  )
}
