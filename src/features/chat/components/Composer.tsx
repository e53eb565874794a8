import {
  ActionIcon,
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core'
import { IconPaperclip, IconSend } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PHOTO_BUCKETS } from '@/db/file-columns.ts'
import { parseJsonList } from '@/db/fields.ts'
import { MAX_MESSAGE_ATTACHMENTS, newMessageRow, type MessageRow } from '@/db/message.table.ts'
import {
  forgetFile,
  readChatDraft,
  saveChatDraft,
  useConnectivity,
  useRepositories,
} from '@/data/index.ts'
import { isAcceptedAttachment, keepAttachment, photoErrorMessage } from '@/features/files/index.ts'
import { MAX_CHAT_FILE_BYTES, messageProblem, textLength, type Problem } from '../chat-rules.ts'

const ACCEPT =
  'image/*,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.txt,.csv,application/pdf,text/plain,text/csv'

interface Picked {
  path: string
  name: string
}

interface Props {
  conversationId: string
  userId: string
  replyTo: { message: MessageRow; name: string } | null
  editing: MessageRow | null
  onDone: () => void
  onTyping: () => void
}

/** Writes a message (or an edit) to the device at once; the sync worker sends it. */
export function Composer({ conversationId, userId, replyTo, editing, onDone, onTyping }: Props) {
  const { t } = useTranslation(['chat', 'files'])
  const repos = useRepositories()
  const { online } = useConnectivity()
  const [body, setBody] = useState(() => readChatDraft(conversationId))
  const [files, setFiles] = useState<Picked[]>([])
  const [problems, setProblems] = useState<string[]>([])
  const [problem, setProblem] = useState<Problem | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (editing) setBody(editing.body)
  }, [editing])
  // What is being written stays on the device until it is sent (an edit is not a draft).
  useEffect(() => {
    if (!editing) saveChatDraft(conversationId, body)
  }, [conversationId, body, editing])

  const pick = async (list: File[]) => {
    const found: string[] = []
    const added: Picked[] = []
    setBusy(true)
    for (const file of list) {
      if (files.length + added.length >= MAX_MESSAGE_ATTACHMENTS) {
        found.push(t('chat:composer.tooMany'))
        break
      }
      if (!isAcceptedAttachment(file)) {
        found.push(t('chat:composer.fileType', { name: file.name }))
      } else if (file.size > MAX_CHAT_FILE_BYTES) {
        found.push(t('chat:composer.fileTooLarge', { name: file.name }))
      } else {
        try {
          added.push({
            path: await keepAttachment(PHOTO_BUCKETS.chat, userId, file),
            name: file.name,
          })
        } catch (error) {
          found.push(photoErrorMessage(t as never, error, file.name))
        }
      }
    }
    setBusy(false)
    setProblems(found)
    setFiles((f) => [...f, ...added])
  }

  const remove = (path: string) => {
    setFiles((f) => f.filter((x) => x.path !== path))
    void forgetFile(PHOTO_BUCKETS.chat, path)
  }

  const send = async () => {
    if (!repos || busy) return
    const text = body.trim()
    const carried = editing ? parseJsonList(editing.attachments).length : files.length
    const found = messageProblem(text, carried)
    if (found) {
      setProblem(found)
      return
    }
    setProblem(null)
    if (editing) {
      if (text !== editing.body) await repos.messages.patch(editing.id, { body: text })
    } else {
      await repos.messages.insert(
        newMessageRow(conversationId, userId, text, {
          attachments: files.map((f) => f.path),
          names: files.map((f) => f.name),
          replyTo: replyTo?.message.id ?? null,
        }),
      )
    }
    // After an edit, the message that was being written before it comes back.
    setBody(editing ? readChatDraft(conversationId) : '')
    setFiles([])
    setProblems([])
    onDone()
  }

  const length = textLength(body)
  return (
    <Stack gap={4}>
      {replyTo || editing ? (
        <Paper withBorder px="sm" py={4} radius="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed" lineClamp={1}>
              {editing
                ? t('chat:message.editing')
                : t('chat:message.replyingTo', { name: replyTo!.name })}
              {replyTo && !editing ? ` · ${replyTo.message.body}` : ''}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('chat:message.cancel')}
              onClick={() => {
                if (editing) setBody(readChatDraft(conversationId))
                onDone()
              }}
            />
          </Group>
        </Paper>
      ) : null}
      {files.length > 0 ? (
        <Group gap={6}>
          {files.map((f) => (
            <Paper key={f.path} withBorder px={6} py={2} radius="sm">
              <Group gap={4} wrap="nowrap">
                <Text size="xs" maw={160} truncate>
                  {f.name}
                </Text>
                <CloseButton
                  size="xs"
                  aria-label={t('chat:composer.removeAttachment', { name: f.name })}
                  onClick={() => remove(f.path)}
                />
              </Group>
            </Paper>
          ))}
        </Group>
      ) : null}
      {problems.length > 0 ? (
        <Alert color="orange" p="xs">
          {problems.map((p) => (
            <Text key={p} size="xs">
              {p}
            </Text>
          ))}
        </Alert>
      ) : null}
      <Group align="flex-end" gap={6} wrap="nowrap">
        {editing ? null : (
          <FileButton onChange={(l) => void pick(l)} accept={ACCEPT} multiple>
            {(props) => (
              <ActionIcon
                {...props}
                variant="subtle"
                size="lg"
                loading={busy}
                aria-label={t('chat:composer.attach')}
              >
                <IconPaperclip size={20} />
              </ActionIcon>
            )}
          </FileButton>
        )}
        <Textarea
          flex={1}
          autosize
          minRows={1}
          maxRows={6}
          aria-label={t('chat:composer.label')}
          placeholder={t('chat:composer.placeholder')}
          value={body}
          error={
            problem ? String(t(`chat:${problem.key}` as never, problem.values as never)) : undefined
          }
          onChange={(e) => {
            setBody(e.currentTarget.value)
            if (problem) setProblem(null)
            onTyping()
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault()
              void send()
            }
          }}
        />
        <Button onClick={() => void send()} disabled={busy} leftSection={<IconSend size={16} />}>
          {editing ? t('chat:message.save') : t('chat:composer.send')}
        </Button>
      </Group>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {online ? '' : t('chat:composer.offline')}
        </Text>
        {length > 3500 ? (
          <Text size="xs" c={length > 4000 ? 'red' : 'dimmed'}>
            {t('chat:composer.counter', { count: length })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  )
}
