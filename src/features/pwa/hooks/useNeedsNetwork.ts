import { useTranslation } from 'react-i18next'
import { useConnectivity } from '@/data/shell.ts'

export interface NeedsNetwork {
  /** True while the action cannot work: disable its button and show `message`. */
  blocked: boolean
  /** What to tell the user while blocked, else null. */
  message: string | null
}

/**
 * For actions that need the network (sign-in, role switch, AI suggestions): they explain
 * themselves offline instead of failing silently. `action` is the already-translated label.
 */
export function useNeedsNetwork(action?: string): NeedsNetwork {
  const { t } = useTranslation('pwa')
  const { online } = useConnectivity()
  if (online) return { blocked: false, message: null }
  const message = action ? t('needsNetwork.action', { action }) : t('needsNetwork.generic')
  return { blocked: true, message }
}
