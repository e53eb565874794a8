import { Box, SimpleGrid, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Lightbox } from './Lightbox.tsx'
import { StoredImage } from './StoredImage.tsx'

interface Props {
  bucket: string
  paths: readonly string[]
  /** What the photos show (the item's title), for their alt text. */
  alt: string
  showState?: boolean
}

/** A cover photo and thumbnails of the rest; any of them opens the lightbox. */
export function PhotoGallery({ bucket, paths, alt, showState }: Props) {
  const { t } = useTranslation('files')
  const [open, setOpen] = useState<number | null>(null)
  if (paths.length === 0) return null
  const total = paths.length
  const thumb = (path: string, i: number, aspect: number) => (
    <UnstyledButton
      key={path}
      onClick={() => setOpen(i)}
      aria-label={t('photos.open', { n: i + 1, total })}
      style={{ display: 'block', width: '100%' }}
    >
      <StoredImage
        bucket={bucket}
        path={path}
        alt={`${alt} ${i + 1}`}
        aspect={aspect}
        showState={showState}
      />
    </UnstyledButton>
  )
  return (
    <Box>
      {thumb(paths[0]!, 0, 4 / 3)}
      {total > 1 ? (
        <SimpleGrid cols={5} spacing={4} mt={4}>
          {paths.slice(1).map((p, i) => thumb(p, i + 1, 1))}
        </SimpleGrid>
      ) : null}
      <Lightbox
        bucket={bucket}
        paths={paths}
        index={open}
        onIndex={setOpen}
        alt={alt}
        showState={showState}
      />
    </Box>
  )
}
