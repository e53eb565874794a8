import { Alert, Button, Group, Stack, Table } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { startProbeConversation } from '@/backend/chat-api.ts'
import { useConnectivity, useRepositories } from '@/data/index.ts'
import { useAuthView } from '@/features/auth/index.ts'
import { formatTime } from '@/i18n/formats.ts'
import { deviceLabel } from '@/lib/device-label.ts'
import { PageFrame } from '@/ui/PageFrame.tsx'
import { runProbe, type ProbeResult } from '../probe.ts'
import { refusalKey } from '../refusal.ts'

const HOPS = ['device', 'worker', 'server', 'realtime'] as const

/**
 * /test-chat: a connection check for support staff (beside /realtime-debug). A probe message goes
 * into the user's own "Connection checks" conversation, which notifies nobody.
 */
export function TestChatPage() {
  const { t } = useTranslation(['chat', 'pages'])
  const repos = useRepositories()
  const { online } = useConnectivity()
  const { user } = useAuthView()
  const [running, setRunning] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [results, setResults] = useState<ProbeResult[]>([])
  const probe = async () => {
    if (!repos || !user) return
    setRunning(true)
    setProblem(null)
    const started = await startProbeConversation()
    if (!started.ok) {
      setRunning(false)
      setProblem(t(refusalKey(started.error.message) as never))
      return
    }
    const device = deviceLabel(navigator.userAgent)
    const text = t('chat:test.probeText', {
      device: [device.browser, device.os].filter(Boolean).join(', ') || '?',
      time: formatTime(new Date().toISOString()),
    })
    const result = await runProbe(repos, started.value, user.id, text)
    setResults((r) => [result, ...r].slice(0, 10))
    setRunning(false)
  }
  const ms = (v: number | null) => (v === null ? '—' : t('chat:test.ms', { ms: v }))
  return (
    <PageFrame title={t('pages:testChat.title')} description={t('chat:test.intro')}>
      <Stack gap="md" maw={720}>
        {!online ? <Alert color="orange">{t('chat:test.offline')}</Alert> : null}
        {problem ? <Alert color="red">{problem}</Alert> : null}
        <Group>
          <Button onClick={() => void probe()} loading={running} disabled={!online || !repos}>
            {running ? t('chat:test.running') : t('chat:test.run')}
          </Button>
        </Group>
        {results.length > 0 ? (
          <Table striped withTableBorder data-testid="probe-results">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('chat:test.time')}</Table.Th>
                {HOPS.map((h) => (
                  <Table.Th key={h}>{t(`chat:test.hops.${h}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((r) => (
                <Table.Tr key={r.at} data-testid="probe-result">
                  <Table.Td>{formatTime(r.at)}</Table.Td>
                  {HOPS.map((h) => (
                    <Table.Td key={h}>
                      {r.error && r[h] === null ? t('chat:test.timeout') : ms(r[h])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </PageFrame>
  )
}
