import { Button, Checkbox, FileButton, Group, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  onPick: (files: File[], keepLocation: boolean) => void
  multiple?: boolean
  disabled?: boolean
  loading?: boolean
}

/** Phones and tablets get a camera button; every device can choose from its photos. */
const hasCamera = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true

export function PhotoPicker({ onPick, multiple = true, disabled, loading }: Props) {
  const { t } = useTranslation('files')
  const [keepLocation, setKeepLocation] = useState(false)
  const pick = (files: File | File[] | null) => {
    const list = files === null ? [] : Array.isArray(files) ? files : [files]
    if (list.length > 0) onPick(list, keepLocation)
  }
  return (
    <Stack gap={6}>
      <Group gap="xs">
        {hasCamera() ? (
          <FileButton onChange={pick} accept="image/*" capture="environment">
            {(props) => (
              <Button {...props} variant="light" disabled={disabled} loading={loading}>
                {t('picker.take')}
              </Button>
            )}
          </FileButton>
        ) : null}
        {multiple ? (
          <FileButton onChange={pick} accept="image/*" multiple>
            {(props) => (
              <Button {...props} variant="default" disabled={disabled} loading={loading}>
                {t('picker.choose')}
              </Button>
            )}
          </FileButton>
        ) : (
          <FileButton onChange={pick} accept="image/*">
            {(props) => (
              <Button {...props} variant="default" disabled={disabled} loading={loading}>
                {t('picker.chooseOne')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Checkbox
        size="xs"
        label={t('picker.keepLocation')}
        description={t('picker.keepLocationHint')}
        checked={keepLocation}
        onChange={(e) => setKeepLocation(e.currentTarget.checked)}
      />
    </Stack>
  )
}
