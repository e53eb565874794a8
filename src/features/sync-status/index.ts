// Public surface of the sync-status feature.
export { SyncStatusIndicator } from './components/SyncStatusIndicator.tsx'
export { SyncProgressLine } from './components/SyncProgressLine.tsx'
export { DocSyncBadge, type SyncBadgeWords } from './components/DocSyncBadge.tsx'
export { OutboxView } from './components/OutboxView.tsx'
export { connectSyncToAuth, confirmSignOutWithPendingWrites } from './start-sync.ts'
// RealtimeDebugPage is loaded lazily by src/routes/pages.ts straight from its file.
