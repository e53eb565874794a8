import { describe, expect, it } from 'vitest'
import { isLoopbackHost, loadConfig } from './config.ts'

describe('dev mailbox setting', () => {
  it('is on by default on a loopback address and off on any other', () => {
    expect(loadConfig({}, {}).devMail).toBe(true)
    expect(loadConfig({}, { SUPABASE_LOCAL_HOST: 'localhost' }).devMail).toBe(true)
    expect(loadConfig({}, { SUPABASE_LOCAL_HOST: '::1' }).devMail).toBe(true)
    expect(loadConfig({}, { SUPABASE_LOCAL_HOST: '0.0.0.0' }).devMail).toBe(false)
    expect(loadConfig({}, { SUPABASE_LOCAL_HOST: '192.168.1.20' }).devMail).toBe(false)
    expect(loadConfig({ host: '::' }, {}).devMail).toBe(false)
  })

  it('follows SUPABASE_LOCAL_DEV_MAIL when set, and an explicit override above all', () => {
    const env = { SUPABASE_LOCAL_HOST: '0.0.0.0', SUPABASE_LOCAL_DEV_MAIL: 'true' }
    expect(loadConfig({}, env).devMail).toBe(true)
    expect(loadConfig({}, { SUPABASE_LOCAL_DEV_MAIL: 'false' }).devMail).toBe(false)
    expect(loadConfig({ devMail: false }, env).devMail).toBe(false)
    expect(() => loadConfig({}, { SUPABASE_LOCAL_DEV_MAIL: 'maybe' })).toThrow(
      'SUPABASE_LOCAL_DEV_MAIL must be true or false',
    )
  })

  it('keeps its value when a loaded config is loaded again (as main.ts hands it on)', () => {
    const loaded = loadConfig({}, { SUPABASE_LOCAL_HOST: '0.0.0.0' })
    expect(loadConfig(loaded, {}).devMail).toBe(false)
  })
})

describe('isLoopbackHost', () => {
  it('knows the loopback names and addresses', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      'localhost',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true)
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.1', 'example.com', '128.0.0.1', '']) {
      expect(isLoopbackHost(host), host).toBe(false)
    }
  })
})
