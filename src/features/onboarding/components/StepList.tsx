import { Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OnboardingStepRow } from '@/backend/onboarding-api.ts'

interface Props {
  steps: readonly OnboardingStepRow[]
  busyStep: string | null
  nameError: string | null
  onComplete: (stepId: string, fullName?: string) => void
}

const isProfileStep = (stepId: string) => stepId.endsWith('.profile')

/** The role's steps from the database, required first-class, each completable in place. */
export function StepList({ steps, busyStep, nameError, onComplete }: Props) {
  const { t } = useTranslation('onboarding')
  const [fullName, setFullName] = useState('')
  if (steps.length === 0) return <Text c="dimmed">{t('noSteps')}</Text>
  return (
    <Stack>
      {steps.map((step) => {
        const done = step.status === 'completed'
        return (
          <Card
            key={step.step_id}
            withBorder
            radius="md"
            padding="md"
            data-testid={`step-${step.step_id}`}
          >
            <Group justify="space-between" align="flex-start">
              <div>
                <Text fw={600}>{step.title}</Text>
                <Text size="sm" c="dimmed">
                  {step.description}
                </Text>
              </div>
              <Badge color={done ? 'green' : step.is_required ? 'orange' : 'gray'} variant="light">
                {done ? t('completed') : step.is_required ? t('required') : t('optional')}
              </Badge>
            </Group>
            {!done && isProfileStep(step.step_id) && (
              <TextInput
                mt="sm"
                label={t('fullName')}
                placeholder={t('fullNamePlaceholder')}
                value={fullName}
                onChange={(e) => setFullName(e.currentTarget.value)}
                error={nameError}
              />
            )}
            {!done && (
              <Group justify="flex-end" mt="sm">
                <Button
                  size="xs"
                  loading={busyStep === step.step_id}
                  disabled={busyStep !== null}
                  onClick={() =>
                    onComplete(step.step_id, isProfileStep(step.step_id) ? fullName : undefined)
                  }
                >
                  {t('complete')}
                </Button>
              </Group>
            )}
          </Card>
        )
      })}
    </Stack>
  )
}
