import { ActionIcon, Group, Modal, Text } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { StoredImage } from './StoredImage.tsx'

interface Props {
  bucket: string
  paths: readonly string[]
  /** The open photo's index, or null when closed. */
  index: number | null
  onIndex: (index: number | null) => void
  alt: string
  showState?: boolean
}

/** One photo at a time, full size, with previous/next (buttons and arrow keys). */
export function Lightbox({ bucket, paths, index, onIndex, alt, showState }: Props) {
  const { t } = useTranslation('files')
  const total = paths.length
  const go = (step: number) => {
    if (index !== null && total > 0) onIndex((index + step + total) % total)
  }
  useEffect(() => {
    if (index === null) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') go(-1)
      if (e.key === 'ArrowRight') go(1)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })
  const path = index === null ? null : paths[index]
  const title = index === null ? '' : t('lightbox.title', { n: index + 1, total })
  return (
    <Modal opened={path != null} onClose={() => onIndex(null)} title={title} size="xl" centered>
      {path ? (
        <>
          <StoredImage
            bucket={bucket}
            path={path}
            alt={`${alt}: ${title}`}
            aspect={4 / 3}
            fit="contain"
            eager
            showState={showState}
          />
          {total > 1 ? (
            <Group justify="space-between" mt="sm">
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => go(-1)}
                aria-label={t('lightbox.previous')}
              >
                ‹
              </ActionIcon>
              <Text size="sm" c="dimmed">
                {title}
              </Text>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => go(1)}
                aria-label={t('lightbox.next')}
              >
                ›
              </ActionIcon>
            </Group>
          ) : null}
        </>
      ) : null}
    </Modal>
  )
}
