// The hooks every sync integration file repeats, in one place. Kept out of replica.ts, which the
// sync bench also loads outside vitest.
import { afterAll, afterEach, beforeAll } from 'vitest'
import { startProductServer, type TestServer } from '../../../supabase/tests/helpers.ts'
import type { Device } from './replica.ts'

/**
 * One product server for the test file (handed to `started` once it runs) and the returned list
 * of devices a test opens, each closed after that test.
 */
export function useSyncServer(started: (server: TestServer) => void): Device[] {
  let server: TestServer | undefined
  const devices: Device[] = []
  beforeAll(async () => {
    server = await startProductServer()
    started(server)
  })
  afterEach(async () => {
    while (devices.length) await devices.pop()!.close()
  })
  afterAll(async () => {
    await server?.close()
  })
  return devices
}
