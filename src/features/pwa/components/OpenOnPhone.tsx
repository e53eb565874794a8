import { useMemo } from 'react'
import { Button, Code, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCopy, IconShare } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { PageSection } from '@/ui/PageSection.tsx'
import { qrPath } from '@/lib/qr-path.ts'

const QR_PX = 176

/** The app's address as a QR code to scan with a phone, with copy and share. */
export function OpenOnPhone() {
  const { t } = useTranslation('pwa')
  const url = `${window.location.origin}/`
  const qr = useMemo(() => qrPath(url), [url])
  const canShare = typeof navigator.share === 'function'

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      notifications.show({ color: 'teal', title: t('phone.copied'), message: url })
    } catch {
      notifications.show({ color: 'yellow', message: t('phone.copyFailed') })
    }
  }
  const share = async () => {
    try {
      await navigator.share({ title: 'CraftLink', url })
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy()
    }
  }

  return (
    <PageSection title={t('phone.title')}>
      <Text>{t('phone.body')}</Text>
      <svg
        role="img"
        aria-label={t('phone.qrLabel', { url })}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        width={QR_PX}
        height={QR_PX}
        shapeRendering="crispEdges"
        data-testid="app-qr-code"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <Code w="fit-content">{url}</Code>
      <Group gap="xs">
        <Button variant="light" leftSection={<IconCopy size={16} />} onClick={() => void copy()}>
          {t('phone.copy')}
        </Button>
        {canShare && (
          <Button
            variant="light"
            leftSection={<IconShare size={16} />}
            onClick={() => void share()}
          >
            {t('phone.share')}
          </Button>
        )}
      </Group>
    </PageSection>
  )
}
