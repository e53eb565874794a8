import { Anchor, Box, Center, Group, Loader, Modal, Paper, Text } from '@mantine/core'
import { IconFile } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadChatFile } from '@/backend/chat-api.ts'
import { PHOTO_BUCKETS } from '@/db/file-columns.ts'
import { keepServerFile, useConnectivity, useLocalFile } from '@/data/index.ts'

const BUCKET = PHOTO_BUCKETS.chat
const isPhotoPath = (path: string) => /\.(webp|jpg|png)$/.test(path)

/** Brings a file another member sent onto this device (once), so it opens offline afterwards. */
function useChatFile(path: string) {
  const local = useLocalFile(BUCKET, path)
  const { online } = useConnectivity()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!local.checked || local.meta || !online || failed) return
    let live = true
    void downloadChatFile(path).then(async (r) => {
      if (!live) return
      if (r.ok) await keepServerFile(BUCKET, path, r.value)
      else setFailed(true)
    })
    return () => {
      live = false
    }
  }, [local.checked, local.meta, online, failed, path])
  return {
    url: local.url,
    meta: local.meta,
    waiting: local.checked && !local.url && !failed && online,
  }
}

function Photo({ path, alt }: { path: string; alt: string }) {
  const { t } = useTranslation('chat')
  const file = useChatFile(path)
  const [open, setOpen] = useState(false)
  return (
    <>
      <Box
        component={file.url ? 'button' : 'div'}
        onClick={file.url ? () => setOpen(true) : undefined}
        w={160}
        h={120}
        p={0}
        style={{
          border: 0,
          borderRadius: 8,
          overflow: 'hidden',
          cursor: file.url ? 'zoom-in' : undefined,
        }}
        bg="var(--mantine-color-default-hover)"
        aria-label={file.url ? alt : undefined}
      >
        {file.url ? (
          <img
            src={file.url}
            alt={alt}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Center h="100%" p={6}>
            {file.waiting ? (
              <Loader size="sm" />
            ) : (
              <Text size="xs" c="dimmed" ta="center">
                {t('message.fileNotHere')}
              </Text>
            )}
          </Center>
        )}
      </Box>
      <Modal opened={open} onClose={() => setOpen(false)} size="xl" title={alt} centered>
        {file.url ? (
          <img
            src={file.url}
            alt={alt}
            style={{ width: '100%', height: 'auto', display: 'block' }}
          />
        ) : null}
      </Modal>
    </>
  )
}

function Document({ path, name }: { path: string; name: string }) {
  const { t } = useTranslation('chat')
  const file = useChatFile(path)
  return (
    <Paper withBorder p={6} radius="sm" maw={260}>
      <Group gap={6} wrap="nowrap">
        <IconFile size={18} aria-hidden />
        {file.url ? (
          <Anchor href={file.url} download={name} size="sm" lineClamp={1}>
            {t('message.openFile', { name })}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {name} · {file.waiting ? '…' : t('message.fileNotHere')}
          </Text>
        )}
      </Group>
    </Paper>
  )
}

/** A message's photos and files: from the device when it has them, else fetched and kept. */
export function ChatAttachments({ paths, names }: { paths: string[]; names: string[] }) {
  const { t } = useTranslation('chat')
  if (paths.length === 0) return null
  return (
    <Group gap={6} mt={4}>
      {paths.map((path, i) =>
        isPhotoPath(path) ? (
          <Photo key={path} path={path} alt={names[i] || t('message.photo')} />
        ) : (
          <Document key={path} path={path} name={names[i] || path.split('/').pop() || path} />
        ),
      )}
    </Group>
  )
}
