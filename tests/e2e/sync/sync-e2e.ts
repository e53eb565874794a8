// Shared steps of the sync specs.
import { expect } from '@playwright/test'
import type { SyncDebugPage } from '../pages/SyncDebugPage.ts'

/** Opens /realtime-debug; a cold start on a loaded 2-core machine can take longer than 5 s. */
export async function openDebug(debug: SyncDebugPage): Promise<void> {
  await debug.page.goto('/realtime-debug')
  await expect(debug.page.getByRole('heading', { name: 'Sync Diagnostics' })).toBeVisible({
    timeout: 30_000,
  })
}
