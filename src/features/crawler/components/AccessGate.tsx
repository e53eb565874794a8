import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { PageLoader } from '@/ui/PageLoader.tsx'
import { gateStore } from '../gate/gate.store.ts'
import { runAccessCheck } from '../gate/run-check.ts'
import { installCrawlerSignals } from '../signals/install-signals.ts'
import { AccessDenied } from './AccessDenied.tsx'
import { HumanChallenge } from './HumanChallenge.tsx'

let started = false

/** Wraps the app: checks access once on start, then shows the app, a challenge or a denial. */
export function AccessGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('crawler')
  const gate = useSnapshot(gateStore)

  useEffect(() => {
    if (started) return
    started = true
    void runAccessCheck()
    installCrawlerSignals()
  }, [])

  if (gate.status === 'loading') return <PageLoader label={t('gate.checking')} />
  if (gate.status === 'denied') {
    return (
      <AccessDenied
        reason={gate.reason}
        onRetry={() => void runAccessCheck(undefined, { patient: true })}
      />
    )
  }
  if (gate.status === 'challenge') return <HumanChallenge />
  return children
}
