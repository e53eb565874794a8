import {
  ActionIcon,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { TotpCodeForm, verifyTotpCode, type TotpEnrolment } from '@/features/auth/index.ts'

/** "ABCD EFGH …": easier to type; authenticator apps ignore the spaces. */
const groupsOfFour = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ')

interface Props {
  enrolment: TotpEnrolment
  onVerified: () => void
  onCancel: () => void
}

/**
 * The second step of setting up an authenticator app: its QR code (or the key to type in),
 * then a code from the app, which turns two-step verification on.
 */
export function TotpEnrolmentPanel({ enrolment, onVerified, onCancel }: Props) {
  const { t } = useTranslation('mfa')
  const verify = async (code: string) => {
    const result = await verifyTotpCode(enrolment.factorId, code)
    if (result.ok) onVerified()
    return result
  }
  return (
    <Stack gap="sm">
      <Text size="sm">{t('scan')}</Text>
      <Image
        src={enrolment.qrCode}
        alt={t('qrAlt')}
        w={180}
        h={180}
        fit="contain"
        bg="white"
        p={6}
        radius="sm"
      />
      <div>
        <Text size="sm" c="dimmed" id="totp-secret-label">
          {t('secretLabel')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="md" aria-labelledby="totp-secret-label" data-testid="totp-secret">
            {groupsOfFour(enrolment.secret)}
          </Code>
          <CopyButton value={enrolment.secret}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('copied') : t('copy')} withArrow>
                <ActionIcon
                  variant="subtle"
                  onClick={copy}
                  aria-label={copied ? t('copied') : t('copy')}
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </div>
      <TotpCodeForm onCode={verify} submitLabel={t('confirm')}>
        <Button variant="default" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </TotpCodeForm>
    </Stack>
  )
}
