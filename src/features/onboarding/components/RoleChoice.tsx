import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { RoleIcon } from '@/features/roles/index.ts'
import { ONBOARDING_ROLES, type OnboardingRole } from '@/lib/auth/index.ts'

interface Props {
  selected: OnboardingRole | null
  disabled: boolean
  onChoose: (role: OnboardingRole) => void
}

/** Four cards: craftsman, company, apprentice, mentor. */
export function RoleChoice({ selected, disabled, onChoose }: Props) {
  const { t } = useTranslation('onboarding')
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} role="radiogroup" aria-label={t('chooseRole')}>
      {ONBOARDING_ROLES.map((role) => (
        <UnstyledButton
          key={role}
          role="radio"
          aria-checked={selected === role}
          disabled={disabled}
          onClick={() => onChoose(role)}
        >
          <Card
            withBorder
            padding="md"
            radius="md"
            bd={selected === role ? '2px solid orange' : undefined}
          >
            <RoleIcon role={role} size={28} />
            <Text fw={600} mt="xs">
              {t(`roles.${role}.title`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`roles.${role}.description`)}
            </Text>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  )
}
