import { useEffect, useRef } from 'react'
import { reportDeviceSync } from '@/backend/devices-api.ts'
import { useConnectivity, useSyncState, useWaitingChanges } from '@/data/index.ts'
import { deviceId } from '@/lib/device-id.ts'
import { isInstalled } from '../installed.ts'
import { nextReportIn, type ReportState } from '../report-schedule.ts'

/**
 * Reports this device's sync to the server while online (installed or not, changes waiting, last
 * sync), as report-schedule.ts paces it. Draws nothing; a failed report is tried at the next one.
 */
export function DeviceReporter() {
  const { online } = useConnectivity()
  const waiting = useWaitingChanges(true)
  const lastSyncedAt = useSyncState().status?.lastSyncedAt ?? null
  const sent = useRef<{ at: number; state: ReportState } | null>(null)

  useEffect(() => {
    if (!online || lastSyncedAt === null) return
    const state = { installed: isInstalled(), pendingWrites: waiting, lastSyncedAt }
    const timer = setTimeout(
      () => {
        sent.current = { at: Date.now(), state }
        void reportDeviceSync({ deviceId: deviceId(), ...state }).then((result) => {
          if (!result.ok) {
            sent.current = null
            console.warn('The sync report was not sent', result.error.message)
          }
        })
      },
      nextReportIn(sent.current, Date.now(), state),
    )
    return () => clearTimeout(timer)
  }, [online, waiting, lastSyncedAt])

  return null
}
