import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OnboardingStepRow } from '@/backend/onboarding-api.ts'
import { useAuthView } from '@/features/auth/index.ts'
import { i18n } from '@/i18n/index.ts'
import type { OnboardingRole } from '@/lib/auth/index.ts'
import { issueText, nameSchema } from '@/lib/validation/index.ts'
import { RoleChoice } from '../components/RoleChoice.tsx'
import { StepList } from '../components/StepList.tsx'
import { canFinish, chooseRole, completeStep, finishOnboarding } from '../onboarding-flow.ts'
import { useConnectivity } from '@/data/shell.ts'

const translate = (key: string, values?: Record<string, unknown>) =>
  String(i18n.t(key as never, values as never))

/** Choose craftsman, company, apprentice or mentor; complete that role's required steps. */
export function OnboardingPage() {
  const { t } = useTranslation('onboarding')
  const { user } = useAuthView()
  const { online } = useConnectivity()
  const navigate = useNavigate()
  const [role, setRole] = useState<OnboardingRole | null>(null)
  const [steps, setSteps] = useState<OnboardingStepRow[] | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [nameError, setNameError] = useState<string | null>(null)
  const userId = user?.id ?? null

  if (!userId) return null

  const pick = async (next: OnboardingRole) => {
    setRole(next)
    setSteps(null)
    setError(null)
    setBusy('role')
    const result = await chooseRole(userId, next)
    setBusy(null)
    if (result.ok) setSteps(result.steps)
    else setError(result.message || t('loadFailed'))
  }

  const complete = async (stepId: string, fullName?: string) => {
    if (!role) return
    if (fullName !== undefined) {
      const parsed = nameSchema.safeParse(fullName)
      const first = parsed.success ? null : parsed.error.issues[0]
      setNameError(first ? issueText(first, translate) : null)
      if (first) return
    }
    setBusy(stepId)
    const result = await completeStep(userId, stepId, fullName?.trim())
    if (!result.ok) {
      setBusy(null)
      return setError(result.message || t('saveFailed'))
    }
    setError(null)
    const refreshed = await chooseRole(userId, role)
    setBusy(null)
    if (refreshed.ok) setSteps(refreshed.steps)
  }

  const finish = async () => {
    if (!role) return
    setBusy('finish')
    const dashboard = await finishOnboarding(userId, role)
    setBusy(null)
    await navigate({ to: dashboard, replace: true })
  }

  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
        {!online && <Alert color="yellow">{t('offline')}</Alert>}
        {error && <Alert color="red">{error}</Alert>}
        <Text fw={600}>{t('chooseRole')}</Text>
        <RoleChoice
          selected={role}
          disabled={busy !== null || !online}
          onChoose={(r) => void pick(r)}
        />
        {busy === 'role' && <Loader size="sm" aria-label={t('stepsLoading')} />}
        {steps && (
          <>
            <Title order={2} size="h3">
              {t('stepsTitle')}
            </Title>
            <StepList
              steps={steps}
              busyStep={busy}
              nameError={nameError}
              onComplete={(id, name) => void complete(id, name)}
            />
            <Group justify="flex-end">
              <Button
                onClick={() => void finish()}
                disabled={!canFinish(steps) || busy !== null}
                loading={busy === 'finish'}
              >
                {t('finish')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  )
}
