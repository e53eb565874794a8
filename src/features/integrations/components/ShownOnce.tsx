import {
  ActionIcon,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

interface Props {
  value: string | null
  title: string
  body: string
  label: string
  onDone(): void
}

/** A secret shown the only time it exists in the clear (a new API key, a signing secret). */
export function ShownOnce({ value, title, body, label, onDone }: Props) {
  const { t } = useTranslation('integrations')
  return (
    <Modal
      opened={value !== null}
      onClose={onDone}
      title={title}
      closeOnClickOutside={false}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm">{body}</Text>
        <Text size="sm" fw={600} id="shown-once-label">
          {label}
        </Text>
        <Group gap="xs" wrap="nowrap" align="start">
          <Code
            block
            style={{ wordBreak: 'break-all', flex: 1 }}
            aria-labelledby="shown-once-label"
            data-testid="shown-once-value"
          >
            {value}
          </Code>
          <CopyButton value={value ?? ''}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('copied') : t('copy')} withArrow>
                <ActionIcon
                  variant="light"
                  size="lg"
                  onClick={copy}
                  aria-label={copied ? t('copied') : t('copy')}
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('keys.onceDone')}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}
