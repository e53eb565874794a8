// The devices signed in to this account, read online, and signing one of them out. Toasts say
// what the server answered; the device itself signs out on its next request.
import { useCallback, useState } from 'react'
import { notifications } from '@mantine/notifications'
import { endSession, fetchMyDeviceReports, fetchMySessions } from '@/backend/devices-api.ts'
import { i18n } from '@/i18n/index.ts'
import { useRemoteRead } from '@/lib/remote-read.ts'
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
  const read = useCallback(async () => {
    const [result, reports] = await Promise.all([fetchMySessions(), fetchMyDeviceReports()])
    if (!result.ok) throw new Error(result.error.message)
    // The reports only add to the list: without them the sessions still show.
    return parseSessions(result.value, reports.ok ? reports.value : [])
  }, [])
  const view = useRemoteRead(enabled, read, 'The signed-in devices')
  const [ending, setEnding] = useState<string | null>(null)
  const { refresh } = view

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

  return {
    sessions: view.value,
    loading: view.loading,
    failed: view.failed,
    ending,
    refresh,
    end,
  }
}
