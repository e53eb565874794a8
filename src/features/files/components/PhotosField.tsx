import { ActionIcon, Alert, Box, Button, Input, SimpleGrid, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { addFile, retryFile, useLocalFile } from '@/data/index.ts'
import { preparePhoto } from '../image/prepare-photo.ts'
import { photoErrorMessage } from '../photo-messages.ts'
import { PhotoPicker } from './PhotoPicker.tsx'
import { StoredImage } from './StoredImage.tsx'

interface Props {
  bucket: string
  owner: string
  value: readonly string[]
  max: number
  /** Photos kept on the device and to be added to the form's list. */
  onAdd: (paths: string[]) => void
  onRemove: (path: string) => void
  alt: string
}

function Thumb(props: {
  bucket: string
  path: string
  n: number
  alt: string
  onRemove: () => void
}) {
  const { t } = useTranslation('files')
  const local = useLocalFile(props.bucket, props.path)
  return (
    <Stack gap={2}>
      <Box pos="relative">
        <StoredImage
          bucket={props.bucket}
          path={props.path}
          alt={`${props.alt} ${props.n}`}
          showState
        />
        <ActionIcon
          pos="absolute"
          top={4}
          right={4}
          size="sm"
          color="dark"
          variant="filled"
          onClick={props.onRemove}
          aria-label={t('photos.remove', { n: props.n })}
        >
          ×
        </ActionIcon>
      </Box>
      {local.meta?.state === 'failed' ? (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => void retryFile(props.bucket, props.path)}
        >
          {t('retry')}
        </Button>
      ) : null}
    </Stack>
  )
}

/** A form's photos: pick or take them, see them at once from the device, remove them. */
export function PhotosField({ bucket, owner, value, max, onAdd, onRemove, alt }: Props) {
  const { t } = useTranslation('files')
  const [busy, setBusy] = useState(false)
  const [problems, setProblems] = useState<string[]>([])
  const add = async (files: File[], keepLocation: boolean) => {
    const room = max - value.length
    const found: string[] = files.length > room ? [t('photos.tooMany', { max })] : []
    const added: string[] = []
    setBusy(true)
    for (const file of files.slice(0, Math.max(room, 0))) {
      try {
        added.push(await addFile(bucket, owner, await preparePhoto(file, { keepLocation })))
      } catch (error) {
        found.push(photoErrorMessage(t, error, file.name))
      }
    }
    setBusy(false)
    setProblems(found)
    if (added.length > 0) onAdd(added)
  }
  return (
    <Input.Wrapper label={t('photos.label')} description={t('photos.hint', { max })}>
      <Stack gap="xs" mt={6}>
        {value.length > 0 ? (
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
            {value.map((path, i) => (
              <Thumb
                key={path}
                bucket={bucket}
                path={path}
                n={i + 1}
                alt={alt}
                onRemove={() => onRemove(path)}
              />
            ))}
          </SimpleGrid>
        ) : null}
        <PhotoPicker
          onPick={(files, keep) => void add(files, keep)}
          disabled={value.length >= max}
          loading={busy}
        />
        {problems.length > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {problems.map((p) => (
              <div key={p}>{p}</div>
            ))}
          </Alert>
        ) : null}
      </Stack>
    </Input.Wrapper>
  )
}
