import { useEffect, useRef, useState } from 'react'
import { Button, Center, Paper, Progress, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { passChallenge } from '../gate/run-check.ts'

/** How long the button must be held: long enough to need a deliberate press, short for a thumb. */
export const HOLD_MS = 1_200
const TICK_MS = 50

/** The challenge band (score 100-199): a press-and-hold, by pointer or by Space/Enter. */
export function HumanChallenge() {
  const { t } = useTranslation('crawler')
  const [held, setHeld] = useState(0)
  const startedAt = useRef<number | null>(null)
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined)

  const stop = () => {
    clearInterval(timer.current)
    timer.current = undefined
    startedAt.current = null
    setHeld(0)
  }
  const start = () => {
    if (startedAt.current !== null) return
    startedAt.current = Date.now()
    timer.current = setInterval(() => {
      const elapsed = Date.now() - (startedAt.current ?? Date.now())
      setHeld(Math.min(elapsed / HOLD_MS, 1))
      if (elapsed >= HOLD_MS) {
        clearInterval(timer.current)
        passChallenge()
      }
    }, TICK_MS)
  }
  useEffect(() => () => clearInterval(timer.current), [])

  return (
    <Center mih="60vh" p="md" component="main">
      <Paper withBorder p="xl" radius="md" maw={440} w="100%">
        <Stack gap="md" align="stretch">
          <Title order={1} size="h2">
            {t('gate.challengeTitle')}
          </Title>
          <Text>{t('gate.challengeBody')}</Text>
          <Text size="sm" c="dimmed">
            {t('gate.challengeHint')}
          </Text>
          <Progress value={held * 100} aria-hidden size="lg" />
          <Button
            size="lg"
            onPointerDown={start}
            onPointerUp={stop}
            onPointerLeave={stop}
            onPointerCancel={stop}
            onKeyDown={(e) => (e.key === ' ' || e.key === 'Enter') && start()}
            onKeyUp={stop}
            onContextMenu={(e) => e.preventDefault()}
          >
            {held > 0 ? t('gate.challengeHolding') : t('gate.challengeButton')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  )
}
