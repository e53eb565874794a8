// Public surface of the installable-app (PWA) feature.
export { PwaLayer } from './components/PwaLayer.tsx'
export { OfflineBanner } from './components/OfflineBanner.tsx'
export { NeedsNetworkNotice } from './components/NeedsNetworkNotice.tsx'
export { useNeedsNetwork, type NeedsNetwork } from './hooks/useNeedsNetwork.ts'
export {
  registerServiceWorker,
  clearRuntimeCaches,
  type RegisterOptions,
} from './sw-registration.ts'
export { installState } from './install.store.ts'
