import { Alert, Button, FileButton, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PHOTO_BUCKETS } from '@/db/file-columns.ts'
import { addFile } from '@/data/index.ts'
import { SQUARE_SIDE } from '../image/photo-error.ts'
import { cropSquare } from '../image/prepare-photo.ts'
import type { CropRect } from '../crop-box.ts'
import { photoErrorMessage } from '../photo-messages.ts'
import { CropModal } from './CropModal.tsx'
import { AvatarPhoto } from './AvatarPhoto.tsx'

interface Props {
  owner: string
  kind: 'avatar' | 'logo'
  /** The current photo's path in the avatars bucket. */
  path: string | null
  /** An older photo link, shown when there is no uploaded photo. */
  fallbackUrl: string | null
  /** Initials shown when there is no photo at all. */
  initials: string
  alt: string
  /** Saves the new path (or null to remove) on the device; synced like any change. */
  onChange: (path: string | null) => Promise<void>
}

/** Shows a profile photo or logo and lets its owner replace (with a square crop) or remove it. */
export function ProfilePhotoEditor({
  owner,
  kind,
  path,
  fallbackUrl,
  initials,
  alt,
  onChange,
}: Props) {
  const { t } = useTranslation('files')
  const words = kind === 'avatar' ? 'avatar' : 'logo'
  const [picked, setPicked] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const round = kind === 'avatar'
  const crop = async (file: File, rect: CropRect) => {
    setBusy(true)
    try {
      const square = await cropSquare(file, rect, SQUARE_SIDE)
      await onChange(await addFile(PHOTO_BUCKETS.avatars, owner, square))
      setPicked(null)
      setProblem(null)
      notifications.show({ color: 'green', message: t(`${words}.saved`) })
    } catch (error) {
      setPicked(null)
      setProblem(photoErrorMessage(t, error, file.name))
    } finally {
      setBusy(false)
    }
  }
  const remove = async () => {
    await onChange(null)
    notifications.show({ message: t(`${words}.removed`) })
  }
  const has = Boolean(path || fallbackUrl)
  return (
    <Stack gap="xs">
      <Group align="center">
        <AvatarPhoto
          path={path}
          url={fallbackUrl}
          initials={initials}
          alt={alt}
          size={96}
          round={round}
          showState
        />
        <Group gap="xs">
          <FileButton onChange={(f) => f && setPicked(f)} accept="image/*">
            {(props) => (
              <Button {...props} variant="default" size="xs">
                {has ? t(`${words}.change`) : t(`${words}.add`)}
              </Button>
            )}
          </FileButton>
          {has ? (
            <Button variant="subtle" color="red" size="xs" onClick={() => void remove()}>
              {t(`${words}.remove`)}
            </Button>
          ) : null}
        </Group>
      </Group>
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      <CropModal
        file={picked}
        title={t(`${words}.crop`)}
        round={round}
        busy={busy}
        onCancel={() => setPicked(null)}
        onCrop={(file, rect) => void crop(file, rect)}
      />
    </Stack>
  )
}
