// The devices signed in to this account, read online, and signing one of them out. Toasts say
// what the server answered; the device itself signs out on its next request.
import { useCallback, useEffect, useRef, useState } from 'react'
import { notifications } from '@mantine/notifications'
import { endSession, fetchMySessions } from '@/backend/devices-api.ts'
import { i18n } from '@/i18n/index.ts'
import { serverRefusalKey } from '@/lib/server-messages.ts'
import { parseSessions, type DeviceSession } from '../device-rows.ts'

export interface MySessions {
  sessions: DeviceSession[] | null
  loading: boolean
  failed: boolean
  ending: string | null
  refresh(): Promise<void>
  end(session: DeviceSession, label: string): Promise<void>
}

export function useMySessions(enabled: boolean): MySessions {
  const [sessions, setSessions] = useState<DeviceSession[] | null>(null)
  const [loading, setLoading] = useState(enabled)
  const [failed, setFailed] = useState(false)
  const [ending, setEnding] = useState<string | null>(null)
  const latest = useRef(0)

  const refresh = useCallback(async () => {
    const call = ++latest.current
    setLoading(true)
    const result = await fetchMySessions()
    if (call !== latest.current) return
    setLoading(false)
    if (!result.ok) {
      console.warn('The signed-in devices could not be loaded', result.error)
      setFailed(true)
      return
    }
    try {
      setSessions(parseSessions(result.value))
      setFailed(false)
    } catch (error) {
      console.warn('The signed-in devices could not be read', error)
      setFailed(true)
    }
  }, [])

  useEffect(() => {
    if (enabled) void refresh()
  }, [enabled, refresh])

  const end = useCallback(
    async (session: DeviceSession, label: string) => {
      setEnding(session.id)
      const result = await endSession(session.id)
      setEnding(null)
      notifications.show(
        result.ok
          ? {
              color: 'green',
              title: i18n.t('sync:devices.signedOut'),
              message: i18n.t('sync:devices.signedOutMessage', { device: label }),
            }
          : {
              color: 'red',
              title: i18n.t('sync:devices.notSignedOut'),
              message: i18n.t(serverRefusalKey(result.error.message) as never),
            },
      )
      await refresh()
    },
    [refresh],
  )

  return { sessions, loading, failed, ending, refresh, end }
}
