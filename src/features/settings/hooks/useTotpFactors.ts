import { useCallback, useEffect, useState } from 'react'
import { listTotpFactors, type TotpFactor } from '@/features/auth/index.ts'
import { useConnectivity } from '@/data/shell.ts'

export type TotpFactorsView =
  | { state: 'loading' }
  | { state: 'offline' }
  | { state: 'failed' }
  | { state: 'loaded'; factors: TotpFactor[] }

/**
 * The user's TOTP factors from the auth service (an online-only call): read when the section
 * opens, when the network comes back and on `reload` after a change.
 */
export function useTotpFactors(): { view: TotpFactorsView; reload: () => void } {
  const { online } = useConnectivity()
  const [tick, setTick] = useState(0)
  const [view, setView] = useState<TotpFactorsView>({ state: 'loading' })
  useEffect(() => {
    if (!online) {
      setView((v) => (v.state === 'loaded' ? v : { state: 'offline' }))
      return
    }
    let live = true
    void listTotpFactors().then((result) => {
      if (!live) return
      if (result.ok) setView({ state: 'loaded', factors: result.value })
      else {
        console.error('Listing MFA factors failed', result.error)
        setView({ state: 'failed' })
      }
    })
    return () => {
      live = false
    }
  }, [online, tick])
  return { view, reload: useCallback(() => setTick((n) => n + 1), []) }
}
