import { useSnapshot } from 'valtio'
import { connectivity, type ConnectivityState } from './connectivity.ts'

/** The confirmed connectivity state, re-rendering when it changes. */
export function useConnectivity(): Readonly<ConnectivityState> {
  return useSnapshot(connectivity)
}
