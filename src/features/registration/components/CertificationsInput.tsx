import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import {
  CERTIFICATIONS_MAX,
  EMPTY_CERTIFICATION,
  type CertificationInput,
} from '../certifications.ts'

interface Props {
  value: CertificationInput[]
  onChange: (v: CertificationInput[]) => void
  errors: Record<string, string>
}

/** Editable list of certifications: name, number, issuer, expiry (YYYY-MM-DD). */
export function CertificationsInput({ value, onChange, errors }: Props) {
  const { t } = useTranslation('profiles')
  const update = (i: number, patch: Partial<CertificationInput>) =>
    onChange(value.map((c, j) => (j === i ? { ...c, ...patch } : c)))
  const err = (i: number, field: keyof CertificationInput) => errors[`certifications.${i}.${field}`]
  return (
    <Fieldset legend={t('certifications.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('certifications.hint')}
        </Text>
        {value.length === 0 && <Text size="sm">{t('certifications.none')}</Text>}
        {value.map((c, i) => (
          <Group key={i} align="flex-start" wrap="nowrap" data-testid="certification-row">
            <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
              <TextInput
                label={t('certifications.name')}
                placeholder={t('certifications.namePlaceholder')}
                value={c.name}
                onChange={(e) => update(i, { name: e.currentTarget.value })}
                error={err(i, 'name')}
                required
              />
              <TextInput
                label={t('certifications.number')}
                value={c.number}
                onChange={(e) => update(i, { number: e.currentTarget.value })}
                error={err(i, 'number')}
              />
              <TextInput
                label={t('certifications.issuer')}
                placeholder={t('certifications.issuerPlaceholder')}
                value={c.issuer}
                onChange={(e) => update(i, { issuer: e.currentTarget.value })}
                error={err(i, 'issuer')}
              />
              <TextInput
                label={t('certifications.expiresOn')}
                description={t('certifications.expiresOnHint')}
                value={c.expires_on}
                onChange={(e) => update(i, { expires_on: e.currentTarget.value })}
                error={err(i, 'expires_on')}
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('certifications.remove', { n: i + 1 })}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {errors.certifications && (
          <Text size="sm" c="red">
            {errors.certifications}
          </Text>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...value, EMPTY_CERTIFICATION])}
          disabled={value.length >= CERTIFICATIONS_MAX}
          w="fit-content"
        >
          {t('certifications.add')}
        </Button>
      </Stack>
    </Fieldset>
  )
}
