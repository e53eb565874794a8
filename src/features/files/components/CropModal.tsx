import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  centredView,
  clampView,
  cropRect,
  zoomView,
  type CropRect,
  type CropView,
} from '../crop-box.ts'

const BOX = 256

interface Props {
  file: File | null
  title: string
  round: boolean
  busy: boolean
  onCancel: () => void
  onCrop: (file: File, rect: CropRect) => void
}

/** Place a photo in a square: drag to move, slider to zoom. */
export function CropModal({ file, title, round, busy, onCancel, onCrop }: Props) {
  const { t } = useTranslation('files')
  const [url, setUrl] = useState<string | null>(null)
  const [size, setSize] = useState<{ w: number; h: number } | null>(null)
  const [view, setView] = useState<CropView>({ dx: 0, dy: 0, zoom: 1 })
  const drag = useRef<{ x: number; y: number; view: CropView } | null>(null)
  useEffect(() => {
    setSize(null)
    if (!file) return setUrl(null)
    const next = URL.createObjectURL(file)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  const onLoad = (img: HTMLImageElement) => {
    const s = { w: img.naturalWidth, h: img.naturalHeight }
    setSize(s)
    setView(centredView(BOX, s.w, s.h))
  }
  const move = (e: PointerEvent) => {
    if (!drag.current || !size) return
    const start = drag.current
    setView(
      clampView(BOX, size.w, size.h, {
        zoom: start.view.zoom,
        dx: start.view.dx + e.clientX - start.x,
        dy: start.view.dy + e.clientY - start.y,
      }),
    )
  }
  const scale = size ? (BOX / Math.min(size.w, size.h)) * view.zoom : 1
  return (
    <Modal opened={file !== null} onClose={onCancel} title={title} centered>
      <Stack align="center">
        <Box
          w={BOX}
          h={BOX}
          pos="relative"
          style={{
            overflow: 'hidden',
            borderRadius: round ? '50%' : 8,
            touchAction: 'none',
            cursor: 'grab',
            background: 'var(--mantine-color-default-hover)',
          }}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId)
            drag.current = { x: e.clientX, y: e.clientY, view }
          }}
          onPointerMove={move}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
        >
          {url ? (
            <img
              src={url}
              alt=""
              draggable={false}
              onLoad={(e) => onLoad(e.currentTarget)}
              style={{
                position: 'absolute',
                left: view.dx,
                top: view.dy,
                width: size ? size.w * scale : 'auto',
                height: size ? size.h * scale : 'auto',
                maxWidth: 'none',
                userSelect: 'none',
              }}
            />
          ) : null}
        </Box>
        <Text size="xs" c="dimmed">
          {t('avatar.hint')}
        </Text>
        <Box w={BOX}>
          <Text size="sm" id="crop-zoom">
            {t('avatar.zoom')}
          </Text>
          <Slider
            min={1}
            max={4}
            step={0.05}
            value={view.zoom}
            label={null}
            thumbLabel={t('avatar.zoom')}
            onChange={(z) => size && setView(zoomView(BOX, size.w, size.h, view, z))}
          />
        </Box>
        <Group>
          <Button
            loading={busy}
            disabled={!size}
            onClick={() => file && size && onCrop(file, cropRect(BOX, size.w, size.h, view))}
          >
            {t('avatar.use')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('avatar.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
