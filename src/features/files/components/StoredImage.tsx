import { Box, Center, Text } from '@mantine/core'
import { useState, type CSSProperties } from 'react'
import { useLocalFile } from '@/data/index.ts'
import { publicFileUrl } from '../public-url.ts'
import { FileStateBadge } from './FileStateBadge.tsx'

interface Props {
  bucket: string
  path: string
  alt: string
  /** Width over height of the box; the box is sized before the image loads (no layout shift). */
  aspect?: number
  fit?: CSSProperties['objectFit']
  /** Shows the upload state of a file this device added. */
  showState?: boolean
  eager?: boolean
  radius?: number | string
}

/**
 * A stored photo: the device's own copy while it waits for upload (and after), otherwise the
 * public URL, which the service worker keeps for offline viewing.
 */
export function StoredImage({
  bucket,
  path,
  alt,
  aspect = 1,
  fit = 'cover',
  showState = false,
  eager = false,
  radius = 'var(--mantine-radius-sm)',
}: Props) {
  const local = useLocalFile(bucket, path)
  const [broken, setBroken] = useState<string | null>(null)
  const src = local.url ?? (local.checked ? publicFileUrl(bucket, path) : null)
  return (
    <Box
      pos="relative"
      w="100%"
      style={{ aspectRatio: String(aspect), overflow: 'hidden', borderRadius: radius }}
      bg="var(--mantine-color-default-hover)"
    >
      {src && broken !== src ? (
        <img
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          // CORS, so the service worker may keep a readable copy for offline viewing.
          crossOrigin={local.url ? undefined : 'anonymous'}
          onError={() => setBroken(src)}
          style={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
        />
      ) : broken ? (
        <Center h="100%" p={4}>
          <Text size="xs" c="dimmed" ta="center" lineClamp={2}>
            {alt}
          </Text>
        </Center>
      ) : null}
      {showState && local.meta ? (
        <Box pos="absolute" bottom={4} left={4} right={4} style={{ pointerEvents: 'none' }}>
          <FileStateBadge meta={local.meta} />
        </Box>
      ) : null}
    </Box>
  )
}
